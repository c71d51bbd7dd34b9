import { useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { LocalePreference } from '../../application/portal/locale/ports';
import { FALLBACK_LOCALE, isLocale, type Locale } from '../../domain/locales/locales';
import { loadMessages, type Messages } from '../i18n/load-messages';
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

/** Loads the messages of the route's locale prefix before its pages render. */
export async function localeLoader({ params }: LoaderFunctionArgs): Promise<LocaleRouteData> {
  const prefix = params.locale ?? '';
  const known = isLocale(prefix);
  const locale = known ? prefix : FALLBACK_LOCALE;
  return { locale, known, messages: await loadMessages(locale) };
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
