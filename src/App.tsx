import { useEffect, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { sessionEvents } from './providers/session';
import { theme } from './theme';
import { FrameLayout } from './layout/FrameLayout';
import { SigninPage } from './pages/SigninPage';
import { ResetInitPage } from './pages/ResetInitPage';
import { ResetCompletePage } from './pages/ResetCompletePage';
import { SettingsPage } from './pages/SettingsPage';
import { DashboardPage } from './pages/DashboardPage';
import { AccessDeniedToGames, CatchAllToSignin, DefaultViewRedirect, RequireEdit } from './pages/guards';
import { usersResource } from './users';
import { invoicesResource } from './invoices';
import { vouchersResource } from './vouchers';
import { draftsResource } from './drafts';
import { gamesResource } from './games';

/** Wraps every view of a resource that needs 'edit' in the route guard (spec 2.1). */
function requireEdit(props: ResourceProps): ResourceProps {
  const guarded = { ...props };
  for (const view of ['list', 'edit', 'create', 'show'] as const) {
    const View = props[view];
    if (typeof View === 'function') {
      const Component = View as ComponentType;
      guarded[view] = (
        <RequireEdit>
          <Component />
        </RequireEdit>
      );
    } else if (View) {
      guarded[view] = <RequireEdit>{View}</RequireEdit>;
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
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sk">
      <Admin
        title="Hry"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={FrameLayout}
        dashboard={DefaultViewRedirect}
        catchAll={CatchAllToSignin}
        accessDenied={AccessDeniedToGames}
        authenticationError={CatchAllToSignin}
        loginPage={false}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/signin" element={<SigninPage />} />
          <Route path="/reset" element={<ResetInitPage />} />
          <Route path="/reset/:token" element={<ResetCompletePage />} />
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
        </CustomRoutes>
        <Resource {...requireEdit(draftsResource)} />
        <Resource {...gamesResource} />
        <Resource {...usersResource} />
        <Resource {...requireEdit(invoicesResource)} />
        <Resource {...requireEdit(vouchersResource)} />
      </Admin>
    </LocalizationProvider>
  );
}
