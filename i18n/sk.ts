// Every user-visible string of the app, in Slovak. One module per area; top-level keys never overlap.
import { raMessages } from './sk/ra';
import { appMessages } from './sk/app';
import { fieldMessages } from './sk/fields';
import { staffMessages } from './sk/staff';
import { tutorialMessages } from './sk/tutorial';

export const sk = {
  ...raMessages,
  ...appMessages,
  ...fieldMessages,
  ...staffMessages,
  ...tutorialMessages,
};

export type Messages = typeof sk;
