export const PAGE_SIZE = 100;
export const DOWNLOAD_COOKIE = { name: 'fileDownload', value: 'true', path: '/' } as const;
