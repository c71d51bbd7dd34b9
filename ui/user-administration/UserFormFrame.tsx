import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { AdministeredUser, UserFormOptions } from '../../application/portal/user-administration/ports';
import { AreaFrame } from '../components/AreaFrame';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import type { PortalRouteHandle } from '../shell/PortalShell';
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

/** The page's title, from the route it was opened at (create or create-us, edit or edit-us, copy-us). */
function useRouteTitle(): string {
  const intl = useIntl();
  const route = (useMatches().at(-1)?.handle as PortalRouteHandle | undefined)?.route.name ?? 'admin-users';
  const key = `route_title_${route}` as keyof typeof routeTitleMessages;
  return intl.formatMessage(routeTitleMessages[key] ?? routeTitleMessages['route_title_admin-users']);
}

/** The frame of a user's form: title, the way back to the list, and while it loads a spinner; a user out of reach says so. */
export function UserFormFrame({ data, children }: { data: UserFormData; children: (options: UserFormOptions, user: AdministeredUser | undefined) => ReactNode }) {
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
    <AreaFrame title={useRouteTitle()} actions={back}>
      {missing && <EmptyState type="custom" title={intl.formatMessage(usersMessages.notFound)} />}
      {!missing && !ready && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {!missing && data.options.data && ready && children(data.options.data, data.user?.data)}
    </AreaFrame>
  );
}
