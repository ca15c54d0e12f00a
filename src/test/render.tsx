// Rendering helpers of the component tests: react-admin's context with the app's real providers (talking
// to the real server through src/test/realApi.ts), with a notification area for the forms, or with the
// frame state for the frame's search, badges and side panels.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { authProvider, resetSessionCache } from '../providers/authProvider';
import { dataProvider as appDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { FrameStateProvider } from '../layout/frameState';

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

export function FrameTestContext({ children }: { children: ReactNode }) {
  return (
    <AdminContext
      dataProvider={appDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <FrameStateProvider>{children}</FrameStateProvider>
    </AdminContext>
  );
}

/** Forgets the app's cached session and the panels' stored flags between tests. */
export function resetClientState(): void {
  resetSessionCache();
  localStorage.clear();
  window.location.hash = '#/';
}
