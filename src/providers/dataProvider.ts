import type { DataProvider } from 'react-admin';

// Placeholder until the spec's dataProvider lands in this file (platform issue, point 5).
export const dataProvider = {} as DataProvider;
