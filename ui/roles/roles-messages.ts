import { defineMessages, type IntlShape } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../domain/forms/field-rules';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';

export const rolesMessages = messageDescriptors(
  defineMessages({
    search: { id: 'access_admin_search', defaultMessage: 'Search' },
    create: { id: 'access_admin_create', defaultMessage: 'Create' },
    edit: { id: 'access_admin_edit', defaultMessage: 'Edit {name}' },
    name: { id: 'access_admin_name', defaultMessage: 'Name' },
    description: { id: 'access_admin_description', defaultMessage: 'Description' },
    permissions: { id: 'access_admin_permissions', defaultMessage: 'Permissions' },
    groupRoles: { id: 'access_admin_group_roles', defaultMessage: 'Group roles' },
    roles: { id: 'access_admin_roles', defaultMessage: 'Roles' },
    scope: { id: 'access_admin_scope', defaultMessage: 'Scope' },
    filterGroupRoles: { id: 'access_admin_filter_group_roles', defaultMessage: 'Filter by group roles' },
    count: { id: 'access_admin_count', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
    save: { id: 'access_admin_save', defaultMessage: 'Save' },
    saving: { id: 'access_admin_saving', defaultMessage: 'Saving…' },
    back: { id: 'access_admin_back', defaultMessage: 'Back to the list' },
    saved: { id: 'access_admin_saved', defaultMessage: 'Saved.' },
    listFailed: { id: 'access_admin_list_failed', defaultMessage: 'The list could not be loaded.' },
    notFound: { id: 'access_admin_not_found', defaultMessage: 'This entry was not found.' },
    scopeTaken: { id: 'access_admin_scope_taken', defaultMessage: 'Every scope of the catalog is already a permission.' },
    appliesNextRefresh: { id: 'access_admin_applies_next_refresh', defaultMessage: 'Changes apply to the users concerned when their page is next loaded.' },
  }),
);

/** The words of the service's refusals of a save, by dictionary key. */
const refusalMessages = messageDescriptors(
  defineMessages({
    last_administrator: { id: 'access_admin_error_last_administrator', defaultMessage: 'Nobody would be left who can manage users and roles. Give this permission to someone else first.' },
    name_taken: { id: 'access_admin_error_name_taken', defaultMessage: 'This name is already used.' },
    unknown_permission: { id: 'access_admin_error_unknown_permission', defaultMessage: 'The permission {scope} is not known to the service.' },
    not_found: { id: 'access_admin_error_not_found', defaultMessage: 'This entry no longer exists.' },
    failed_save_access: { id: 'access_admin_error_failed_save', defaultMessage: 'The change could not be saved. Please try again.' },
  }),
);

/** The text of a refusal: a field rule's message, or one of the administration's own. */
export function refusalText(intl: IntlShape, error: UserError): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  const descriptor = Object.hasOwn(refusalMessages, error.message) ? refusalMessages[error.message as keyof typeof refusalMessages] : refusalMessages.failed_save_access;
  return intl.formatMessage(descriptor, error.values);
}
