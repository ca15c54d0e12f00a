// Constants the app and the server share (platform 4.9, 9). Helper A's branch creates the identical file.
export const PAGE_SIZE = 100;
export const DOWNLOAD_COOKIE = { name: 'fileDownload', value: 'true', path: '/' } as const;
