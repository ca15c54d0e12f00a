// News items of the news side panel (games spec 9 'News', plus news of this back-office), newest
// first. Adding an item means a new storage key version ('news.hidden6' → 7) so people see it.
export const NEWS_ITEMS = [
  'schemaForms',
  'contactsImport',
  'expired',
  'submissionNumber',
  'codPostage',
] as const;

export type NewsItemId = (typeof NEWS_ITEMS)[number];
