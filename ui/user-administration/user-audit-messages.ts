import { defineMessages } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';

export const userAuditMessages = messageDescriptors(
  defineMessages({
    title: { id: 'user_audit_title', defaultMessage: 'Change history' },
    when: { id: 'user_audit_when', defaultMessage: 'When' },
    by: { id: 'user_audit_by', defaultMessage: 'Changed by' },
    action: { id: 'user_audit_action', defaultMessage: 'Change' },
    fields: { id: 'user_audit_fields', defaultMessage: 'Before and after' },
    empty: { id: 'user_audit_empty', defaultMessage: 'No administrative change to this user has been recorded yet.' },
    fieldChange: { id: 'user_audit_field_change', defaultMessage: '{field}: {before} → {after}' },
    create: { id: 'user_audit_action_create', defaultMessage: 'Created' },
    update: { id: 'user_audit_action_update', defaultMessage: 'Updated' },
    delete: { id: 'user_audit_action_delete', defaultMessage: 'Deleted' },
    password_link_sent: { id: 'user_audit_action_password_link', defaultMessage: 'Password link sent' },
  }),
);
