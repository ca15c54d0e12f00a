// #/changes: the change log of every record, for administrators (issue 24).
export { ChangesScreen, changesQuery, recordHref } from './ChangesScreen';
