import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ANNOUNCEMENT_TYPES } from '../../domain/content/announcement-type';
import { SelectField } from '../components/SelectField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAdministeredAnnouncementsQuery, useDeleteAnnouncementMutation } from './announcements-api';
import { ContentAdminList, useContentAdminPaging } from './ContentAdminList';
import { contentAdminMessages } from './content-admin-messages';

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
  const paging = useContentAdminPaging();
  const [type, setType] = useState<string | null>(null);
  const list = useAdministeredAnnouncementsQuery({ page: paging.page, limit: paging.pageSize, search: paging.search, type });
  const [remove, removal] = useDeleteAnnouncementMutation();
  const typeOptions = [
    { id: '', label: intl.formatMessage(announcementMessages.anyType) },
    ...ANNOUNCEMENT_TYPES.map((id) => ({ id, label: intl.formatMessage(announcementTypeMessages[id]) })),
  ];
  const typeName = (type: string) => (type in announcementTypeMessages ? intl.formatMessage(announcementTypeMessages[type as keyof typeof announcementTypeMessages]) : type);

  return (
    <ContentAdminList
      title={intl.formatMessage(routeTitleMessages['route_title_admin-announcements'])}
      createPath={localePath('/admin/announcements/create')}
      editPath={(id) => localePath(`/admin/announcements/${encodeURIComponent(id)}/edit`)}
      paging={paging}
      list={list}
      filters={
        <SelectField
          label={intl.formatMessage(announcementMessages.type)}
          options={typeOptions}
          value={type ?? ''}
          onChange={(value) => {
            setType(value ? value : null);
            paging.firstPage();
          }}
        />
      }
      headings={[
        intl.formatMessage(announcementMessages.title),
        intl.formatMessage(announcementMessages.type),
        intl.formatMessage(contentAdminMessages.salesOrganisation),
        intl.formatMessage(contentAdminMessages.from),
        intl.formatMessage(contentAdminMessages.to),
      ]}
      cells={(item) => (
        <>
          <td>{item.title}</td>
          <td>{typeName(item.type)}</td>
          <td>{item.sorg}</td>
          <td>{intl.formatDate(item.from)}</td>
          <td>{intl.formatDate(item.to)}</td>
        </>
      )}
      nameOf={(item) => item.title}
      remove={(id) => remove(id)}
      isRemoving={removal.isLoading}
    />
  );
}
