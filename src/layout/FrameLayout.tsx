import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout, Loading, Navigate, TitlePortal, useAuthState } from 'react-admin';
import { MenuDataLoader } from '../search';
import { LeaveDraftDialogHost } from '../leaveGuard';
import { FrameHeader } from './FrameHeader';
import { FrameStateProvider } from './frameState';
import { SIDE_PANEL_WIDTH, SidePanels, useSidePanelsOpen } from './SidePanels';

const NoSidebar = () => null;

/** The frame's page, narrowed while the side panels are open so they cover nothing. */
function FramePage({ children }: { children: ReactNode }) {
  const panelsOpen = useSidePanelsOpen();
  return (
    <Box
      sx={{
        mr: panelsOpen ? `${SIDE_PANEL_WIDTH}px` : 0,
        transition: (theme) => theme.transitions.create('margin-right'),
      }}
    >
      <Layout
        appBar={FrameHeader}
        sidebar={NoSidebar}
        sx={{ '& .RaLayout-appFrame': { marginTop: 0 }, '& .RaLayout-content': { px: 2, pb: 2 } }}
      >
        <TitlePortal variant="h5" component="h1" sx={{ flex: 'none', mt: 2 }} />
        {children}
      </Layout>
    </Box>
  );
}

/**
 * The signed-in frame: react-admin's layout with the spec's header in place of the app bar and no
 * sidebar, the menu's badge/search loader and the side panels. It is also the session guard: a
 * visitor who is not signed in goes to 'signin' (spec 2.1). The date pickers' localization is SchemaForm's
 * (src/forms), the only place with pickers, so no other screen loads them.
 */
export function FrameLayout({ children }: { children: ReactNode }) {
  const { authenticated, isPending } = useAuthState();
  if (isPending) return <Loading />;
  if (!authenticated) return <Navigate to="/signin" replace />;
  return (
    <FrameStateProvider>
      <MenuDataLoader />
      <FramePage>{children}</FramePage>
      <SidePanels />
      <LeaveDraftDialogHost />
    </FrameStateProvider>
  );
}
