import { IntlProvider } from 'react-intl';
import { FALLBACK_LOCALE } from '../../domain/locales/locales';
import { reportIntlError } from '../i18n/report-intl-error';
import { RouteErrorPage } from './ErrorPage';

/** The error page for failures above the locale layout, where no catalogue is loaded: it speaks the English defaults. */
export function RootErrorPage() {
  return (
    <IntlProvider locale={FALLBACK_LOCALE} messages={{}} onError={reportIntlError}>
      <RouteErrorPage />
    </IntlProvider>
  );
}
