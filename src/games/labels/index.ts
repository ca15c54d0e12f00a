// The clone / labels / report actions of a game (games 2.13, 4.1, 4.7):
//   <GameActions sheet={sheet} />   // buttons by the sheet's status; nothing without 'edit'
export { GameActions } from './GameActions';
export { LabelsDialog, type LabelsDialogProps } from './LabelsDialog';
export * from './rules';
