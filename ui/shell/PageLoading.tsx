import { useIntl } from 'react-intl';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';

/** What the page area shows while a page is on its way. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading">
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    </div>
  );
}
