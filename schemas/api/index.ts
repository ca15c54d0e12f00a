// The API's reply shapes, declared once (TypeBox: JSON schemas with their TypeScript types).
export * from './common';
export * from './session';
export * from './records';
export * from './misc';
export * from './parcels';
