import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { adminErrorAddress, contentGate, noDataNotice, type ContentPageType } from '../../domain/content/content-gate';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { useLocalePath } from '../i18n/portal-locale';
import { commonMessages } from '../i18n/common-messages';
import { PageLoading } from '../shell/PageLoading';
import { useCurrentRoute } from '../shell/current-route';
import { useContentTargetMarketsQuery } from './content-api';

const messages = defineMessages({
  failed: { id: 'content_markets_failed', defaultMessage: 'Your content settings could not be loaded.' },
});

/**
 * Shows a content page (news, sales documents, marketing material) only to a user with a content target market of
 * its page type; anyone else goes to the administration error page with the No Data notice, titled by the route.
 */
export function ContentMarketGate({ pageType, children }: { pageType: ContentPageType; children: ReactNode }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const titleKey = useCurrentRoute()?.route.titleKey ?? null;
  const markets = useContentTargetMarketsQuery(pageType);
  if (markets.isLoading) return <PageLoading />;
  if (!markets.data) {
    return (
      <EmptyState
        type="custom"
        title={intl.formatMessage(messages.failed)}
        action={<Button onPress={() => void markets.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>}
      />
    );
  }
  if (contentGate(markets.data) === 'no-data') {
    const notice = noDataNotice(titleKey ?? 'error_admin_no_data_title');
    return <Navigate to={localePath(adminErrorAddress(notice))} replace />;
  }
  return children;
}
