export const usersMessages = {};
