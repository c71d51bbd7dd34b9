import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import './components.css';
import './data-table.css';

const messages = defineMessages({
  noDataTitle: { id: 'empty_no_data_title', defaultMessage: 'No data yet' },
  noDataText: { id: 'empty_no_data_text', defaultMessage: 'There is nothing to show here yet.' },
  searchNoResultTitle: { id: 'empty_search_no_result_title', defaultMessage: 'No results found' },
  searchNoResultText: { id: 'empty_search_no_result_text', defaultMessage: 'Try other search words or fewer filters.' },
});

/** noData: the list is empty; searchNoResult: a search or filter matched nothing; custom: the page says why. */
export type EmptyStateType = 'noData' | 'searchNoResult' | 'custom';

export type EmptyStateProps =
  | { type: 'noData' | 'searchNoResult'; title?: string; description?: string; action?: ReactNode }
  | { type: 'custom'; title: string; description?: string; icon?: ReactNode; action?: ReactNode };

function InboxIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M6 28l6-18h24l6 18v10H6V28z" />
      <path d="M6 28h11l2 5h10l2-5h11" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="2.5">
      <circle cx="21" cy="21" r="12" />
      <path d="M30 30l11 11M16 21h10" />
    </svg>
  );
}

/** A card that says why a list or page shows nothing (spec 000 §2.11: noData, searchNoResult, custom). */
export function EmptyState(props: EmptyStateProps) {
  const intl = useIntl();
  const title =
    props.title ?? intl.formatMessage(props.type === 'searchNoResult' ? messages.searchNoResultTitle : messages.noDataTitle);
  const description =
    props.description ??
    (props.type === 'custom' ? undefined : intl.formatMessage(props.type === 'searchNoResult' ? messages.searchNoResultText : messages.noDataText));
  const icon = props.type === 'custom' ? (props.icon ?? <InboxIcon />) : props.type === 'searchNoResult' ? <SearchIcon /> : <InboxIcon />;
  return (
    <div className={`empty-state empty-state--${props.type}`}>
      <span className="empty-state__icon">{icon}</span>
      <p className="empty-state__title">{title}</p>
      {description && <p className="empty-state__text">{description}</p>}
      {props.action && <div className="empty-state__action">{props.action}</div>}
    </div>
  );
}
