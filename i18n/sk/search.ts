export const searchMessages = {};
