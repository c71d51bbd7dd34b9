import { describe, expect, it } from 'vitest';
import { adminErrorAddress, adminErrorNoticeOf, contentGate, noDataNotice } from './content-gate';

describe('content gate', () => {
  it('given no market of the page type, when a content page opens, then it is refused with No Data', () => {
    expect(contentGate([])).toBe('no-data');
  });

  it('given one market of the page type, when a content page opens, then it opens', () => {
    expect(contentGate([{ id: 'news-id', marketName: 'Indonesia' }])).toBe('open');
  });

  it('given the No Data notice of the news page, when addressed, then the four parameters carry it', () => {
    expect(adminErrorAddress(noDataNotice('route_title_news'))).toBe(
      '/error/admin?pt=route_title_news&pi=no-data&t=error_admin_no_data_title&s=error_admin_no_data_subtitle',
    );
  });

  it('given a query string with blank and missing parameters, when read, then they are null', () => {
    expect(adminErrorNoticeOf('?pt=%20%20&t=No%20Data')).toEqual({ pageTitle: null, pageIcon: null, title: 'No Data', subtitle: null });
  });

  it('given a notice with nothing in it, when addressed, then the page has no query string', () => {
    expect(adminErrorAddress({ pageTitle: null, pageIcon: null, title: null, subtitle: null })).toBe('/error/admin');
  });
});
