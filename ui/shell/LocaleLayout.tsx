import { useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { LocalePreference } from '../../application/portal/locale/ports';
import { FALLBACK_LOCALE, isLocale, splitLocalePath, type Locale } from '../../domain/locales/locales';
import { matchRoute } from '../../domain/navigation/routes';
import { CATALOGUE_PARTS, loadMessages, type CataloguePart, type Messages } from '../i18n/load-messages';
import { PortalLocaleContext } from '../i18n/portal-locale';
import { reportIntlError } from '../i18n/report-intl-error';
import { AriaRouterBridge } from './AriaRouterBridge';
import { NotFoundPage } from './shell-pages';
import { ShellEnvironmentContext, type ShellEnvironment } from './shell-environment';
import { ShellExtras } from './ShellExtras';
import { ShellPopups } from './ShellPopups';

export interface LocaleRouteData {
  locale: Locale;
  /** False when the prefix names no locale: the page is then a 404 in the fallback locale. */
  known: boolean;
  messages: Messages;
}

/** The sign-in page says only what the shell says; every other page may show any area's messages. */
function cataloguePartsOf(pathname: string): readonly CataloguePart[] {
  const path = pathname.replace(/^\/[^/]+/, '') || '/';
  return matchRoute(path)?.route.name === 'login' ? ['shell'] : CATALOGUE_PARTS;
}

function localeOf(prefix: string): { locale: Locale; known: boolean } {
  return isLocale(prefix) ? { locale: prefix, known: true } : { locale: FALLBACK_LOCALE, known: false };
}

/** Starts fetching the messages the page at a path shows, before the router asks for them; the module system keeps them. */
export function preloadMessagesOf(pathname: string): void {
  void loadMessages(splitLocalePath(pathname).locale ?? FALLBACK_LOCALE, cataloguePartsOf(pathname));
}

/** Loads the messages of the route's locale prefix, in the parts of the catalogue its page needs, before it renders. */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<LocaleRouteData> {
  const { locale, known } = localeOf(params.locale ?? '');
  return { locale, known, messages: await loadMessages(locale, cataloguePartsOf(new URL(request.url).pathname)) };
}

/** Leaving the sign-in page fetches the areas' messages, which it went without. */
export function shouldLocaleRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || cataloguePartsOf(currentUrl.pathname).length !== cataloguePartsOf(nextUrl.pathname).length;
}

/** The frame of every page under a locale prefix: its language, its messages, and the shell's pop-ups. */
export function LocaleLayout({
  localePreference,
  reloadPage,
  openPage,
}: {
  localePreference: LocalePreference;
  reloadPage: () => void;
  openPage: (path: string) => void;
}) {
  const { locale, known, messages } = useLoaderData<typeof localeLoader>();
  const environment = useMemo<ShellEnvironment>(() => ({ reloadPage, openPage }), [reloadPage, openPage]);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (known) localePreference.remember(locale);
  }, [locale, known, localePreference]);

  return (
    <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={messages} onError={reportIntlError}>
      <PortalLocaleContext value={locale}>
        <ShellEnvironmentContext value={environment}>
          <AriaRouterBridge>
            {known ? <Outlet /> : <NotFoundPage />}
            <ShellPopups reloadPage={reloadPage} />
            <ShellExtras />
          </AriaRouterBridge>
        </ShellEnvironmentContext>
      </PortalLocaleContext>
    </IntlProvider>
  );
}
