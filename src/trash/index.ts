// #/trash: the recycle bin ('Kôš', issue 24 item 3).
export { TrashScreen, restoredHref } from './TrashScreen';
