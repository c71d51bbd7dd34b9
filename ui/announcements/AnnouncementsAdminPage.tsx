import { useState } from 'react';
import { Form } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { ANNOUNCEMENT_TYPES } from '../../domain/content/announcement-type';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LinkButton } from '../components/LinkButton';
import { Pagination } from '../components/Pagination';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAdministeredAnnouncementsQuery, useDeleteAnnouncementMutation } from './announcements-api';
import { contentAdminMessages } from './content-admin-messages';
import './content-admin.css';

export const announcementMessages = defineMessages({
  title: { id: 'announcement_admin_title', defaultMessage: 'Title' },
  type: { id: 'announcement_admin_type', defaultMessage: 'Type' },
  anyType: { id: 'announcement_admin_any_type', defaultMessage: 'All types' },
  content: { id: 'announcement_admin_content', defaultMessage: 'Content' },
  url: { id: 'announcement_admin_url', defaultMessage: 'Link for more information' },
  typeHomePage: { id: 'announcement_type_home_page', defaultMessage: 'Home page (signed in)' },
  typeLogin: { id: 'announcement_type_login', defaultMessage: 'Sign-in page (public)' },
});

export const announcementTypeMessages = { home_page: announcementMessages.typeHomePage, login: announcementMessages.typeLogin } as const;

/** The announcements an administrator maintains: searched by title, filtered by type, paged, each editable and deletable. */
export function AnnouncementsAdminPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = useAdministeredAnnouncementsQuery({ page, limit: pageSize, search, type });
  const [remove, removal] = useDeleteAnnouncementMutation();
  const typeOptions = [
    { id: '', label: intl.formatMessage(announcementMessages.anyType) },
    ...ANNOUNCEMENT_TYPES.map((id) => ({ id, label: intl.formatMessage(announcementTypeMessages[id]) })),
  ];

  return (
    <AreaFrame
      title={intl.formatMessage(routeTitleMessages['route_title_admin-announcements'])}
      actions={<LinkButton href={localePath('/admin/announcements/create')}>{intl.formatMessage(contentAdminMessages.create)}</LinkButton>}
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
        <SelectField
          label={intl.formatMessage(announcementMessages.type)}
          options={typeOptions}
          value={type ?? ''}
          onChange={(value) => {
            setType(value ? value : null);
            setPage(1);
          }}
        />
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
              <th scope="col">{intl.formatMessage(announcementMessages.title)}</th>
              <th scope="col">{intl.formatMessage(announcementMessages.type)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.salesOrganisation)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.from)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.to)}</th>
              <th scope="col">{intl.formatMessage(contentAdminMessages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => (
              <tr key={item.id}>
                <td>{item.title}</td>
                <td>{item.type in announcementTypeMessages ? intl.formatMessage(announcementTypeMessages[item.type as keyof typeof announcementTypeMessages]) : item.type}</td>
                <td>{item.sorg}</td>
                <td>{intl.formatDate(item.from)}</td>
                <td>{intl.formatDate(item.to)}</td>
                <td className="content-admin__actions">
                  <LinkButton variant="secondary" href={localePath(`/admin/announcements/${encodeURIComponent(item.id)}/edit`)} aria-label={`${intl.formatMessage(contentAdminMessages.edit)} ${item.title}`}>
                    {intl.formatMessage(contentAdminMessages.edit)}
                  </LinkButton>
                  <Button variant="secondary" onPress={() => setDeleting(item.id)} aria-label={`${intl.formatMessage(contentAdminMessages.delete)} ${item.title}`}>
                    {intl.formatMessage(contentAdminMessages.delete)}
                  </Button>
                </td>
              </tr>
            ))}
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
