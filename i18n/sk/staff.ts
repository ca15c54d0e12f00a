export const staffMessages = {};
