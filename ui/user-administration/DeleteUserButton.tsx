import { useIntl } from 'react-intl';
import type { AdministeredUser } from '../../application/portal/user-administration/ports';
import { refused } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { ConfirmedUserAction } from './ConfirmedUserAction';
import { useDeleteUserMutation } from './users-api';
import { usersMessages } from './users-messages';

/** Deletes a user of the list after the administrator confirms; the list reloads without them. */
export function DeleteUserButton({ user }: { user: AdministeredUser }) {
  const intl = useIntl();
  const [deleteUser] = useDeleteUserMutation();
  return (
    <ConfirmedUserAction
      buttonLabel={intl.formatMessage(usersMessages.deleteShort)}
      buttonAriaLabel={intl.formatMessage(usersMessages.remove, { name: user.name })}
      question={intl.formatMessage(usersMessages.removeTitle, { name: user.name })}
      explanation={intl.formatMessage(usersMessages.removeMessage, { username: user.username })}
      confirmLabel={intl.formatMessage(usersMessages.deleteShort)}
      doneText={intl.formatMessage(usersMessages.removed)}
      run={async () => {
        const answer = await deleteUser(user.id);
        return 'data' in answer && answer.data ? answer.data : refused(userError([], 'failed_save_user'));
      }}
    />
  );
}
