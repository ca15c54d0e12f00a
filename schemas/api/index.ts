// The API's reply shapes, declared once (TypeBox: JSON schemas with their TypeScript types).
export * from './common';
export * from './session';
export * from './records';
export * from './misc';
export * from './insights';
// send to production (register helper)
export * from './register';
export * from './sheet-import';
export * from './parcels';
