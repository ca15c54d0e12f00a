export const raMessages = {};
