import { useState } from 'react';
import { Form } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { contentAdminMessages } from '../announcements/content-admin-messages';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LinkButton } from '../components/LinkButton';
import { Pagination } from '../components/Pagination';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAdministeredBannersQuery, useDeleteBannerMutation } from './banners-api';
import '../announcements/content-admin.css';

export const bannerMessages = defineMessages({
  picture: { id: 'banner_admin_picture', defaultMessage: 'Picture' },
  pictureOf: { id: 'banner_admin_picture_of', defaultMessage: 'Banner of {sorg}, from {from}' },
  link: { id: 'banner_admin_link', defaultMessage: 'Link' },
  sortOrder: { id: 'banner_admin_sort_order', defaultMessage: 'Order' },
  newPicture: { id: 'banner_admin_new_picture', defaultMessage: 'Picture file (PNG, JPEG, WebP, GIF or SVG, at most 5 MB)' },
  keepPicture: { id: 'banner_admin_keep_picture', defaultMessage: 'Leave empty to keep the current picture' },
});

/** The banners an administrator maintains: searched by link, paged, each with its thumbnail, editable and deletable. */
export function BannersAdminPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = useAdministeredBannersQuery({ page, limit: pageSize, search });
  const [remove, removal] = useDeleteBannerMutation();

  return (
    <AreaFrame
      title={intl.formatMessage(routeTitleMessages['route_title_admin-banners'])}
      actions={<LinkButton href={localePath('/admin/banners/create')}>{intl.formatMessage(contentAdminMessages.create)}</LinkButton>}
    >
      <Form
        className="content-admin__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <TextField label={intl.formatMessage(contentAdminMessages.search)} type="search" value={typed} onChange={setTyped} />
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
              <th scope="col">{intl.formatMessage(bannerMessages.picture)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.salesOrganisation)}</th>
              <th scope="col">{intl.formatMessage(bannerMessages.link)}</th>
              <th scope="col">{intl.formatMessage(bannerMessages.sortOrder)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.from)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.to)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => {
              const name = intl.formatMessage(bannerMessages.pictureOf as MessageDescriptor, { sorg: item.sorg, from: intl.formatDate(item.from) });
              return (
                <tr key={item.id}>
                  <td>
                    <img className="content-admin__thumbnail" src={item.thumbnailUrl} alt={name} loading="lazy" />
                  </td>
                  <td>{item.sorg}</td>
                  <td>{item.link ?? ''}</td>
                  <td>{item.sortOrder}</td>
                  <td>{intl.formatDate(item.from)}</td>
                  <td>{intl.formatDate(item.to)}</td>
                  <td className="content-admin__actions">
                    <LinkButton variant="secondary" href={localePath(`/admin/banners/${encodeURIComponent(item.id)}/edit`)} aria-label={`${intl.formatMessage(contentAdminMessages.edit)}: ${name}`}>
                      {intl.formatMessage(contentAdminMessages.edit)}
                    </LinkButton>
                    <Button variant="secondary" onPress={() => setDeleting(item.id)} aria-label={`${intl.formatMessage(contentAdminMessages.delete)}: ${name}`}>
                      {intl.formatMessage(contentAdminMessages.delete)}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {list.data && list.data.total > 0 && (
        <Pagination page={page} pageSize={pageSize} total={list.data.total} onPageChange={setPage} onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(contentAdminMessages.delete)}
        message={intl.formatMessage(contentAdminMessages.confirmDelete)}
        confirmLabel={intl.formatMessage(contentAdminMessages.delete)}
        cancelLabel={intl.formatMessage(contentAdminMessages.cancel)}
        isPending={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove(deleting!).finally(() => setDeleting(null))}
      />
    </AreaFrame>
  );
}
