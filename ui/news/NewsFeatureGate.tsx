import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../components/EmptyState';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';
import { newsMessages } from './news-messages';

/** The news pages show only on hosts with the news feature (NEWS) on, as the menu does. */
export function NewsFeatureGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const features = useAppSelector(selectHostConfig)?.features ?? [];
  if (!features.includes('NEWS')) return <EmptyState type="custom" title={intl.formatMessage(newsMessages.featureOff)} />;
  return children;
}
