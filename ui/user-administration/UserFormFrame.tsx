import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdministeredUser, UserFormOptions } from '../../application/portal/user-administration/ports';
import { AreaFrame } from '../components/AreaFrame';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAdministeredUserQuery, useUserFormOptionsQuery } from './users-api';
import { usersMessages } from './users-messages';
import './user-administration.css';

type Loaded<T> = { data?: T; isError: boolean };

/** What a user form needs: its choices and, for an existing user, the user. */
export interface UserFormData {
  options: Loaded<UserFormOptions>;
  user: Loaded<AdministeredUser> | null;
}

/** createData for a new user; editData and the user for an existing one. */
export function useUserFormData(id: string | null): UserFormData {
  const options = useUserFormOptionsQuery(id);
  const user = useAdministeredUserQuery(id ?? '', { skip: id === null });
  return { options, user: id === null ? null : user };
}

/** The routes of the user forms, whose titles name the form (create or create-us, edit or edit-us, copy-us). */
export type UserFormRoute = 'admin-users-create' | 'admin-users-create-us' | 'admin-users-id-edit' | 'admin-users-id-edit-us' | 'admin-users-id-copy-us';

/** The frame of a user's form: title, the way back to the list, and while it loads a spinner; a user out of reach says so. */
export function UserFormFrame({ route, data, children }: { route: UserFormRoute; data: UserFormData; children: (options: UserFormOptions, user: AdministeredUser | undefined) => ReactNode }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const back = (
    <LinkButton variant="secondary" href={localePath('/admin/users')}>
      {intl.formatMessage(usersMessages.back)}
    </LinkButton>
  );
  const missing = data.options.isError || Boolean(data.user?.isError);
  const ready = data.options.data && (data.user === null || data.user.data);
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages[`route_title_${route}`])} actions={back}>
      {missing && <EmptyState type="custom" title={intl.formatMessage(usersMessages.notFound)} />}
      {!missing && !ready && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {!missing && data.options.data && ready && children(data.options.data, data.user?.data)}
    </AreaFrame>
  );
}
