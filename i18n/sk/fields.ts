export const fieldMessages = {};
