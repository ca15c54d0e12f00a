export const appMessages = {};
