import { createContext, useContext } from 'react';
import { FALLBACK_LOCALE, type Locale } from '../../domain/locales/locales';

/** The locale of the current route's prefix; stories and pages outside a locale get the fallback. */
export const PortalLocaleContext = createContext<Locale>(FALLBACK_LOCALE);

export function usePortalLocale(): Locale {
  return useContext(PortalLocaleContext);
}

/** The path of a portal page under the current locale prefix. */
export function useLocalePath(): (path?: string) => string {
  const locale = usePortalLocale();
  return (path = '') => `/${locale}${path}`;
}
