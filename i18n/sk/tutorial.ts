export const tutorialMessages = {};
