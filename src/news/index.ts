// The news side panel (spec platform 2.10, games 2.16, 9). Visibility lives in the frame state:
// useNews() {visible, setVisible, toggle}; hidden remembered under 'news.hidden6'.
export { NewsPanel } from './NewsPanel';
export { NEWS_ITEMS, type NewsItemId } from './newsItems';
