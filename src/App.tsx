import {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Box, Button, CssBaseline, Typography } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Loading,
  LoadingPage,
  Notification,
  Resource,
  localStorageStore,
  type CoreAdminUIProps,
  type LayoutProps,
  type ResourceProps,
  useLogoutIfAccessDenied,
  useTranslate,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider, getSession } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { sessionEvents } from './providers/session';
import { refreshSchemas, useSchemaVersion } from './providers/schemas';
import { theme } from './theme';
import { SigninPage } from './pages/SigninPage';
import {
  AccessDeniedToGames,
  CatchAllToSignin,
  DefaultViewRedirect,
  RequireEdit,
  RequireSchemas,
} from './pages/guards';

// Every screen but sign-in is loaded on first use (issue 13 item 4): the sign-in page's first load
// carries react-admin's core, MUI's core and the sign-in form only. `screen(() => import('./x'), 'Name')`
// makes a lazy component of a named export; the frame and every route below render inside Suspense.
// <Admin> is spelled out as AdminContext + CoreAdminUI so that react-admin's default layout, login and
// error pages (and its English messages) stay out of the first load.

/** A lazily loaded component from the named export `key` of the module `load` imports. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() itself takes ComponentType<any>
function screen<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, key: K) {
  return lazy(async () => ({ default: (await load())[key] }));
}

// Signed-out screens (sign-in itself is static: it is the first page).
const ResetInitPage = screen(() => import('./pages/ResetInitPage'), 'ResetInitPage');
const ResetCompletePage = screen(() => import('./pages/ResetCompletePage'), 'ResetCompletePage');
// The signed-in frame and its screens.
const FrameLayout = screen(() => import('./layout/FrameLayout'), 'FrameLayout');
const DashboardPage = screen(() => import('./pages/DashboardPage'), 'DashboardPage');
const SettingsPage = screen(() => import('./pages/SettingsPage'), 'SettingsPage');
const DraftsScreen = screen(() => import('./drafts'), 'DraftsScreen');
const GamesScreen = screen(() => import('./games'), 'GamesScreen');
const UsersList = screen(() => import('./users'), 'UsersList');
const InvoicesList = screen(() => import('./invoices'), 'InvoicesList');
const VouchersList = screen(() => import('./vouchers'), 'VouchersList');
const SchemasStudio = screen(() => import('./schemas-studio'), 'SchemasStudio');
const ChangesScreen = screen(() => import('./changes'), 'ChangesScreen');
const TrashScreen = screen(() => import('./trash'), 'TrashScreen');
const ErrorPage = lazy(() => import('react-admin').then((m) => ({ default: m.Error })));

const Lazy = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);

/** Renders its children once the field schemas of the version in force are loaded (GET schemas). */
function SchemasGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const version = useSchemaVersion();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (version) return;
    setFailed(false);
    // Only a signed-in user loads them: a visitor goes to sign-in, as does a 401 meanwhile; other
    // failures offer a retry.
    void getSession().then((session) => {
      if (!session) return void logoutIfAccessDenied({ status: 401 });
      refreshSchemas().catch(async (error: unknown) => {
        if (!(await logoutIfAccessDenied(error))) setFailed(true);
      });
    });
  }, [version, attempt, logoutIfAccessDenied]);
  if (version) return children;
  if (!failed) return <Loading />;
  return (
    <Box
      role="alert"
      sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
    >
      <Typography>{translate('app.schemas.loadFailed')}</Typography>
      <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
        {translate('app.schemas.retry')}
      </Button>
    </Box>
  );
}

/** The frame, loaded after sign-in, with the field schemas. */
function LazyFrameLayout(props: LayoutProps) {
  return (
    <SchemasGate>
      <Lazy>
        <FrameLayout {...props} />
      </Lazy>
    </SchemasGate>
  );
}

/** react-admin's error page (an uncaught render error), loaded when one happens. */
const LazyErrorPage: CoreAdminUIProps['error'] = (props) => (
  <Lazy>
    <ErrorPage {...props} />
  </Lazy>
);

const store = localStorageStore();

/** Wraps every view of a resource that needs 'edit' in the route guard (spec 2.1). */
function requireEdit(props: ResourceProps): ResourceProps {
  const guarded = { ...props };
  for (const view of ['list', 'edit', 'create', 'show'] as const) {
    const View = props[view];
    if (!View) continue;
    if (isValidElement(View)) {
      guarded[view] = <RequireEdit>{View}</RequireEdit>;
    } else {
      // A component: a function or a lazy/memo object.
      const Component = View as ComponentType;
      guarded[view] = (
        <RequireEdit>
          <Component />
        </RequireEdit>
      );
    }
  }
  return guarded;
}

/** Session events (spec 2.1, 4.1): 'signout' goes to signin, 'switch' reloads the page. */
function useSessionEventRouting() {
  useEffect(() => {
    const offSignout = sessionEvents.on('signout', () => {
      if (window.location.hash !== '#/signin') window.location.hash = '#/signin';
    });
    const offSwitch = sessionEvents.on('switch', () => window.location.reload());
    return () => {
      offSignout();
      offSwitch();
    };
  }, []);
}

export function App() {
  useSessionEventRouting();
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Hry"
          layout={LazyFrameLayout}
          dashboard={DefaultViewRedirect}
          catchAll={CatchAllToSignin}
          accessDenied={AccessDeniedToGames}
          authenticationError={CatchAllToSignin}
          error={LazyErrorPage}
          loading={LoadingPage}
          loginPage={false}
          authCallbackPage={false}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/signin" element={<SigninPage />} />
            <Route
              path="/reset"
              element={
                <Lazy>
                  <ResetInitPage />
                </Lazy>
              }
            />
            <Route
              path="/reset/:token"
              element={
                <Lazy>
                  <ResetCompletePage />
                </Lazy>
              }
            />
          </CustomRoutes>
          <CustomRoutes>
            <Route
              path="/dashboard"
              element={
                <RequireEdit>
                  <DashboardPage />
                </RequireEdit>
              }
            />
            <Route
              path="/settings"
              element={
                <RequireEdit>
                  <SettingsPage />
                </RequireEdit>
              }
            />
            <Route
              path="/schemas/*"
              element={
                <RequireSchemas>
                  <SchemasStudio />
                </RequireSchemas>
              }
            />
            <Route path="/changes" element={<ChangesScreen />} />
            <Route
              path="/trash"
              element={
                <RequireEdit>
                  <TrashScreen />
                </RequireEdit>
              }
            />
          </CustomRoutes>
          <Resource name="drafts" list={DraftsScreen} />
          <Resource name="games" list={GamesScreen} />
          <Resource name="users" list={UsersList} />
          <Resource {...requireEdit({ name: 'invoices', list: InvoicesList })} />
          <Resource name="vouchers" list={VouchersList} />
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
