import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';

/** How long typing rests before the search is asked, so each key press does not cost a request. */
const SEARCH_PAUSE_MS = 400;

/**
 * Where a server-paged list stands, kept in the address so a reload or a shared link shows the same: its search, one
 * filter (the parameter `filterName`, absent for none) and the page. The search box's text reaches the address once
 * typing rests; any change but a page turn goes back to the first page. The page size stays with the screen.
 */
export function usePagedListAddress(filterName: string) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const filter = params.get(filterName);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);

  const show = (change: { search?: string; filter?: string | null; page?: number }) => {
    const next = { search, filter, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.filter) query.set(filterName, next.filter);
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(() => show({ search: typed.trim() }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  return { search, filter, page, typed, setTyped, pageSize, setPageSize, show };
}
