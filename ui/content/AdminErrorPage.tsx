import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router';
import { adminErrorNoticeOf, NO_DATA_ICON } from '../../domain/content/content-gate';
import { LinkButton } from '../components/LinkButton';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';

/** The notices content pages send; their keys travel in the page's parameters (domain/content/content-gate.ts). */
const messages = defineMessages({
  noDataTitle: { id: 'error_admin_no_data_title', defaultMessage: 'No Data' },
  noDataSubtitle: { id: 'error_admin_no_data_subtitle', defaultMessage: 'You need to have the correct configuration, to access the data. Please contact support.' },
});

/** The dictionary keys a parameter may name: the notices' and the route titles (the page title of a notice). */
const NOTICE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  ...routeTitleMessages,
  [messages.noDataTitle.id]: messages.noDataTitle,
  [messages.noDataSubtitle.id]: messages.noDataSubtitle,
};

/** A parameter that names a known dictionary key reads in the person's language; any other text shows as it came. */
function translated(intl: IntlShape, text: string | null): string | null {
  if (text === null) return null;
  const descriptor = Object.hasOwn(NOTICE_MESSAGES, text) ? NOTICE_MESSAGES[text] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : text;
}

function NoticeIcon({ name }: { name: string | null }) {
  if (name === NO_DATA_ICON) {
    return (
      <svg className="admin-error__icon" aria-hidden="true" viewBox="0 0 48 48" width="64" height="64" fill="none" stroke="currentColor" strokeWidth="2.5">
        <ellipse cx="24" cy="11" rx="15" ry="5" />
        <path d="M9 11v26c0 2.8 6.7 5 15 5s15-2.2 15-5V11M9 24c0 2.8 6.7 5 15 5s15-2.2 15-5" />
        <path d="M6 6l36 36" />
      </svg>
    );
  }
  return (
    <svg className="admin-error__icon" aria-hidden="true" viewBox="0 0 48 48" width="64" height="64" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M24 6L4 42h40L24 6z" />
      <path d="M24 19v11M24 35v1" />
    </svg>
  );
}

/**
 * The administration error page (/error/admin): what its query parameters say, pt the page title, pi the page icon,
 * t the title and s the subtitle, with a way home. Content pages send users without content target markets here.
 */
export function AdminErrorPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const notice = adminErrorNoticeOf(useLocation().search);
  const pageTitle = translated(intl, notice.pageTitle);
  const title = translated(intl, notice.title);
  const subtitle = translated(intl, notice.subtitle);
  const heading = title ?? pageTitle ?? intl.formatMessage(messages.noDataTitle);
  return (
    <section className="page status-page status-page--inline" aria-labelledby="admin-error-heading">
      <title>{pageTitle ?? heading}</title>
      {pageTitle && <p className="status-page__eyebrow">{pageTitle}</p>}
      <NoticeIcon name={notice.pageIcon} />
      <h1 id="admin-error-heading">{heading}</h1>
      {subtitle && <p>{subtitle}</p>}
      <LinkButton href={localePath()}>{intl.formatMessage(commonMessages.homePage)}</LinkButton>
    </section>
  );
}
