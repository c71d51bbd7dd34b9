import { redirect, type RouteObject } from 'react-router';
import type { LocalePreference } from '../application/portal/locale/ports';
import { bestLocale } from '../domain/locales/locales';
import { LandingPage } from './session/LandingPage';
import { LoginPage } from './session/LoginPage';
import { RequireSession } from './session/RequireSession';
import { RouteErrorPage } from './shell/ErrorPage';
import { LocaleLayout, localeLoader } from './shell/LocaleLayout';
import { NotFoundPage } from './shell/NotFoundPage';
import { RootErrorPage } from './shell/RootErrorPage';

export interface PortalRouteDependencies {
  localePreference: LocalePreference;
  /** The browser's preferred languages, best first. */
  browserLanguages: () => readonly string[];
  reloadPage: () => void;
}

// Nothing to show while the first catalogue loads: it takes a moment, and a flash of text would be in no language.
const booting = <div className="booting" aria-busy="true" />;

/** Every page lives under a locale prefix; the bare root sends to the best locale for the person. */
export function createPortalRoutes({ localePreference, browserLanguages, reloadPage }: PortalRouteDependencies): RouteObject[] {
  return [
    {
      path: '/',
      loader: () => redirect(`/${bestLocale(localePreference.remembered(), browserLanguages())}`),
      element: booting,
      hydrateFallbackElement: booting,
    },
    {
      path: '/:locale',
      loader: localeLoader,
      element: <LocaleLayout localePreference={localePreference} reloadPage={reloadPage} />,
      hydrateFallbackElement: booting,
      errorElement: <RootErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              element: (
                <RequireSession>
                  <LandingPage />
                </RequireSession>
              ),
            },
            { path: 'login', element: <LoginPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
