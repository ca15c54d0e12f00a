// Answer insights (games 2.9, 3.5): the 'Prehľad odpovedí' modal of a level.
//   <AnswerInsightsDialog area="drafts" sheetId={id} levelId={levelId} readOnly={false} onClose={(changed) => …} />
export { AnswerInsightsDialog, type AnswerInsightsDialogProps } from './AnswerInsightsDialog';
export type { InsightsArea, LevelInsights, AnswerSuggestion } from './api';
