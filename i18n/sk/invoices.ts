export const invoicesMessages = {};
