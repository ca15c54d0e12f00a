import type { ReactNode } from 'react';
import { Layout, Loading, Navigate, TitlePortal, useAuthState } from 'react-admin';
import { FrameHeader } from './FrameHeader';
import { FrameStateProvider } from './frameState';

const NoSidebar = () => null;

/**
 * The signed-in frame: react-admin's layout with the spec's header in place of the app bar and no
 * sidebar. It is also the session guard: a visitor who is not signed in goes to 'signin' (spec 2.1).
 */
export function FrameLayout({ children }: { children: ReactNode }) {
  const { authenticated, isPending } = useAuthState();
  if (isPending) return <Loading />;
  if (!authenticated) return <Navigate to="/signin" replace />;
  return (
    <FrameStateProvider>
      <Layout
        appBar={FrameHeader}
        sidebar={NoSidebar}
        sx={{ '& .RaLayout-appFrame': { marginTop: 0 }, '& .RaLayout-content': { px: 2, pb: 2 } }}
      >
        <TitlePortal variant="h5" component="h1" sx={{ flex: 'none', mt: 2 }} />
        {children}
      </Layout>
    </FrameStateProvider>
  );
}
