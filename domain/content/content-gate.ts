/** The kinds of content page that are published per content target market. */
export const CONTENT_PAGE_TYPES = ['marketing_material', 'sales_document', 'news'] as const;
export type ContentPageType = (typeof CONTENT_PAGE_TYPES)[number];

/**
 * What the administration error page (/error/admin) shows, as its query parameters carry it: pt the page title,
 * pi the page icon, t the title and s the subtitle. Each is a dictionary key or plain text; an absent one is null.
 */
export interface AdminErrorNotice {
  pageTitle: string | null;
  pageIcon: string | null;
  title: string | null;
  subtitle: string | null;
}

const PARAMETER_OF: Record<keyof AdminErrorNotice, string> = { pageTitle: 'pt', pageIcon: 'pi', title: 't', subtitle: 's' };

/** The route of the administration error page, without the locale prefix. */
export const ADMIN_ERROR_PATH = '/error/admin';

/** The icon the No Data notice shows. */
export const NO_DATA_ICON = 'no-data';

/**
 * The "No Data" notice of a content page whose reader has no content target market of its type: "No Data: You
 * need to have the correct configuration, to access the data. Please contact support." (spec 002 §2 Shared).
 */
export function noDataNotice(pageTitleKey: string): AdminErrorNotice {
  return { pageTitle: pageTitleKey, pageIcon: NO_DATA_ICON, title: 'error_admin_no_data_title', subtitle: 'error_admin_no_data_subtitle' };
}

/**
 * The content target-market gate: a content page (news, sales documents, marketing material) opens only for a
 * user who has at least one content target market of its page type; anyone else is sent to the No Data notice.
 */
export function contentGate(marketsOfType: readonly unknown[]): 'open' | 'no-data' {
  return marketsOfType.length > 0 ? 'open' : 'no-data';
}

/** The address (without locale prefix) of the administration error page showing a notice. */
export function adminErrorAddress(notice: AdminErrorNotice): string {
  const params = new URLSearchParams();
  for (const [field, parameter] of Object.entries(PARAMETER_OF) as [keyof AdminErrorNotice, string][]) {
    const value = notice[field];
    if (value !== null && value !== '') params.set(parameter, value);
  }
  const search = params.toString();
  return search ? `${ADMIN_ERROR_PATH}?${search}` : ADMIN_ERROR_PATH;
}

/** The notice an administration error page's query string carries; a missing or blank parameter is null. */
export function adminErrorNoticeOf(search: string): AdminErrorNotice {
  const params = new URLSearchParams(search);
  const value = (parameter: string) => {
    const text = params.get(parameter)?.trim();
    return text ? text : null;
  };
  return { pageTitle: value('pt'), pageIcon: value('pi'), title: value('t'), subtitle: value('s') };
}
