import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdministeredUser } from '../../application/portal/user-administration/ports';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Toast } from '../components/Toast';
import { useDeleteUserMutation } from './users-api';
import { userRefusalText, usersMessages } from './users-messages';

/**
 * Asks before a user of the list is deleted; the list reloads without them. What came of it stays said after the
 * row has gone.
 */
export function DeleteUserDialog({ user, onClose }: { user: AdministeredUser | null; onClose: () => void }) {
  const intl = useIntl();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const confirm = async (target: AdministeredUser) => {
    const answer = await deleteUser(target.id);
    const result = 'data' in answer ? answer.data : undefined;
    if (result?.ok) setOutcome({ tone: 'info', text: intl.formatMessage(usersMessages.removed) });
    else setOutcome({ tone: 'error', text: result ? result.error.map((error) => userRefusalText(intl, error)).join(' ') : userRefusalText(intl, { field: [], message: 'failed_save_user', values: {} }) });
    onClose();
  };
  return (
    <>
      <ConfirmDialog
        isOpen={user !== null}
        title={user ? intl.formatMessage(usersMessages.removeTitle, { name: user.name }) : ''}
        message={user ? intl.formatMessage(usersMessages.removeMessage, { username: user.username }) : undefined}
        confirmLabel={intl.formatMessage(usersMessages.deleteShort)}
        isPending={deleting.isLoading}
        onConfirm={() => user && void confirm(user)}
        onCancel={onClose}
      />
      {outcome && (
        <Toast tone={outcome.tone} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Toast>
      )}
    </>
  );
}
