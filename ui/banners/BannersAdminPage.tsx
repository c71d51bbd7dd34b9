import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { AdministeredBanner } from '../../application/portal/banners/ports';
import { ContentAdminList, useContentAdminPaging } from '../announcements/ContentAdminList';
import { contentAdminMessages } from '../announcements/content-admin-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAdministeredBannersQuery, useDeleteBannerMutation } from './banners-api';

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
  const paging = useContentAdminPaging();
  const list = useAdministeredBannersQuery({ page: paging.page, limit: paging.pageSize, search: paging.search });
  const [remove, removal] = useDeleteBannerMutation();
  const nameOf = (banner: Pick<AdministeredBanner, 'sorg' | 'from'>) => intl.formatMessage(bannerMessages.pictureOf as MessageDescriptor, { sorg: banner.sorg, from: intl.formatDate(banner.from) });

  return (
    <ContentAdminList
      title={intl.formatMessage(routeTitleMessages['route_title_admin-banners'])}
      createPath={localePath('/admin/banners/create')}
      editPath={(id) => localePath(`/admin/banners/${encodeURIComponent(id)}/edit`)}
      paging={paging}
      list={list}
      headings={[
        intl.formatMessage(bannerMessages.picture),
        intl.formatMessage(contentAdminMessages.salesOrganisation),
        intl.formatMessage(bannerMessages.link),
        intl.formatMessage(bannerMessages.sortOrder),
        intl.formatMessage(contentAdminMessages.from),
        intl.formatMessage(contentAdminMessages.to),
      ]}
      cells={(item) => (
        <>
          <td>
            <img className="content-admin__thumbnail" src={item.thumbnailUrl} alt={nameOf(item)} loading="lazy" />
          </td>
          <td>{item.sorg}</td>
          <td>{item.link ?? ''}</td>
          <td>{item.sortOrder}</td>
          <td>{intl.formatDate(item.from)}</td>
          <td>{intl.formatDate(item.to)}</td>
        </>
      )}
      nameOf={nameOf}
      remove={(id) => remove(id)}
      isRemoving={removal.isLoading}
    />
  );
}
