import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LinkButton } from '../components/LinkButton';
import { Pagination } from '../components/Pagination';
import { TextField } from '../components/TextField';
import { contentAdminMessages } from './content-admin-messages';
import './content-admin.css';

/** The search and page a content list asks its query for; a new search or filter starts again at page one. */
export function useContentAdminPaging() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  return {
    search,
    page,
    pageSize,
    setPage,
    searchFor: (text: string) => {
      setSearch(text);
      setPage(1);
    },
    resize: (size: PageSize) => {
      setPageSize(size);
      setPage(1);
    },
    firstPage: () => setPage(1),
  };
}

export type ContentAdminPaging = ReturnType<typeof useContentAdminPaging>;

interface ContentAdminListProps<Item extends { id: string }> {
  title: string;
  createPath: string;
  editPath: (id: string) => string;
  paging: ContentAdminPaging;
  list: { isError: boolean; data?: { items: readonly Item[]; total: number } };
  /** Filters beside the search field. */
  filters?: ReactNode;
  /** The headings of the item's own columns; the actions column follows them. */
  headings: readonly string[];
  /** The item's own cells, in the order of the headings. */
  cells: (item: Item) => ReactNode;
  /** What the edit and delete buttons of a row name, for a screen reader. */
  nameOf: (item: Item) => string;
  remove: (id: string) => Promise<unknown>;
  isRemoving: boolean;
}

/** An administrator's list of one kind of content: searched, filtered, paged, each row editable and deletable after a confirmation. */
export function ContentAdminList<Item extends { id: string }>(props: ContentAdminListProps<Item>) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const { paging, list } = props;
  const edit = intl.formatMessage(contentAdminMessages.edit);
  const remove = intl.formatMessage(contentAdminMessages.delete);

  return (
    <AreaFrame title={props.title} actions={<LinkButton href={props.createPath}>{intl.formatMessage(contentAdminMessages.create)}</LinkButton>}>
      <Form
        className="content-admin__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          paging.searchFor(typed.trim());
        }}
      >
        <TextField label={intl.formatMessage(contentAdminMessages.search)} type="search" value={typed} onChange={setTyped} />
        {props.filters}
        <Button type="submit" variant="secondary">
          {intl.formatMessage(contentAdminMessages.search)}
        </Button>
      </Form>
      {list.isError && <p role="alert">{intl.formatMessage(contentAdminMessages.loadFailed)}</p>}
      {list.data && list.data.items.length === 0 && <p>{intl.formatMessage(contentAdminMessages.empty)}</p>}
      {list.data && list.data.items.length > 0 && (
        <table className="content-admin__table">
          <thead>
            <tr>
              {props.headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              <th scope="col">{intl.formatMessage(contentAdminMessages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => (
              <tr key={item.id}>
                {props.cells(item)}
                <td className="content-admin__actions">
                  <LinkButton variant="secondary" href={props.editPath(item.id)} aria-label={`${edit}: ${props.nameOf(item)}`}>
                    {edit}
                  </LinkButton>
                  <Button variant="secondary" onPress={() => setDeleting(item.id)} aria-label={`${remove}: ${props.nameOf(item)}`}>
                    {remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && list.data.total > 0 && <Pagination page={paging.page} pageSize={paging.pageSize} total={list.data.total} onPageChange={paging.setPage} onPageSizeChange={paging.resize} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={remove}
        message={intl.formatMessage(contentAdminMessages.confirmDelete)}
        confirmLabel={remove}
        cancelLabel={intl.formatMessage(contentAdminMessages.cancel)}
        isPending={props.isRemoving}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void props.remove(deleting!).finally(() => setDeleting(null))}
      />
    </AreaFrame>
  );
}
