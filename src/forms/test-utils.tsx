// Rendering helpers of the forms' component tests: react-admin's context with the app's providers
// and a notification area.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider as appDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';

export function renderInAdmin(ui: ReactNode, dataProvider: DataProvider = appDataProvider) {
  const wrap = (node: ReactNode) => (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      {node}
      <Notification />
    </AdminContext>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
