// The tutorial side panel (spec platform 2.10, games 2.16) and the help links. Visibility lives in
// the frame state: useTutorial() {visible, setVisible, toggle}, remembered under 'tutorial.visible'.
export { TutorialPanel } from './TutorialPanel';
export {
  TUTORIAL_SECTIONS,
  tutorialPageFor,
  type TutorialPageId,
  type TutorialSectionId,
} from './tutorialPages';
export { HELP_URL, CONTACTS_TEMPLATE_URL } from './helpLinks';
