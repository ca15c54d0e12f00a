// The schema studio's panes beside the editor (issue 23):
//
//   <DraftPreview form="game" files={draft} />   // the form as staff will see it, validated by the server
//                                                // under the draft (POST schemas/preview)
//   <DraftImpact files={draft} />                // stored records the draft would make incomplete
//                                                // (POST schemas/impact), with links
//
// `draft` is a SchemaFiles ({forms, codelists}: every form and codelist); pass a new object on each change
// (the panes compare by identity and debounce).
export { DraftPreview, PREVIEW_DEBOUNCE_MS, type DraftPreviewProps } from './DraftPreview';
export { DraftImpact, IMPACT_DEBOUNCE_MS, ImpactRow, impactHref, type DraftImpactProps } from './DraftImpact';
export { draftImpact, type ImpactGroup } from './api';
