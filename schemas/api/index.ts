// The API contract (spec platform 7, games 7), declared once in TypeBox: per resource module the
// request schemas (camelCase: `…Query`, `…Params`, `…Body`) and the reply schemas (PascalCase:
// `…Reply` and the records they carry), each with its TypeScript type (`Static<typeof X>`). The
// server's routes use them as their `schema:`; the app imports the types (`import type`) and the
// reply keys (./reply-keys, plain constants).
export * from './common';
export * from './reply-keys';
export * from './session';
export * from './records';
export * from './misc';
export * from './insights';
export * from './games';
export * from './games-list';
// send to production (register helper)
export * from './register';
export * from './sheet-import';
export * from './schemas';
export * from './schema-transfer';
export * from './parcels';
export * from './history';
export * from './trash';
export * from './route';
