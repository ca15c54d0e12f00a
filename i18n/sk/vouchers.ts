export const vouchersMessages = {};
