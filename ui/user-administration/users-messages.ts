import { defineMessages, type IntlShape } from 'react-intl';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../domain/forms/field-rules';
import type { UserError } from '../../domain/shared/user-error';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';

export const usersMessages = messageDescriptors(
  defineMessages({
    search: { id: 'user_admin_search', defaultMessage: 'Search by name, user name or e-mail' },
    create: { id: 'user_admin_create', defaultMessage: 'Create user' },
    createMany: { id: 'user_admin_create_many', defaultMessage: 'Create from a spreadsheet' },
    exportFile: { id: 'user_admin_export', defaultMessage: 'Export to Excel' },
    filterRole: { id: 'user_admin_filter_role', defaultMessage: 'Role' },
    anyRole: { id: 'user_admin_any_role', defaultMessage: 'Any role' },
    filterGroupRoles: { id: 'user_admin_filter_group_roles', defaultMessage: 'Group roles' },
    sortBy: { id: 'user_admin_sort_by', defaultMessage: 'Sort by' },
    sortNameAsc: { id: 'user_admin_sort_name_asc', defaultMessage: 'Name, A to Z' },
    sortNameDesc: { id: 'user_admin_sort_name_desc', defaultMessage: 'Name, Z to A' },
    sortUsernameAsc: { id: 'user_admin_sort_username_asc', defaultMessage: 'User name, A to Z' },
    sortUsernameDesc: { id: 'user_admin_sort_username_desc', defaultMessage: 'User name, Z to A' },
    sortEmailAsc: { id: 'user_admin_sort_email_asc', defaultMessage: 'E-mail, A to Z' },
    sortEmailDesc: { id: 'user_admin_sort_email_desc', defaultMessage: 'E-mail, Z to A' },
    count: { id: 'user_admin_count', defaultMessage: '{count, plural, one {# user} other {# users}}' },
    listFailed: { id: 'user_admin_list_failed', defaultMessage: 'The users could not be loaded.' },
    notFound: { id: 'user_admin_not_found', defaultMessage: 'This user was not found.' },
    edit: { id: 'user_admin_edit', defaultMessage: 'Edit {name}' },
    copy: { id: 'user_admin_copy', defaultMessage: 'Copy {name}' },
    copyShort: { id: 'user_admin_copy_short', defaultMessage: 'Copy' },
    deleteShort: { id: 'user_admin_delete_short', defaultMessage: 'Delete' },
    remove: { id: 'user_admin_delete', defaultMessage: 'Delete {name}' },
    removeTitle: { id: 'user_admin_delete_title', defaultMessage: 'Delete {name}?' },
    removeMessage: { id: 'user_admin_delete_message', defaultMessage: 'The user {username} can no longer sign in. This cannot be undone.' },
    removed: { id: 'user_admin_deleted', defaultMessage: 'The user was deleted.' },
    actions: { id: 'user_admin_actions', defaultMessage: 'Actions' },
    email: { id: 'user_admin_email', defaultMessage: 'E-mail' },
    name: { id: 'user_admin_name', defaultMessage: 'Name' },
    username: { id: 'user_admin_username', defaultMessage: 'User name' },
    language: { id: 'user_admin_language', defaultMessage: 'Language' },
    roles: { id: 'user_admin_roles', defaultMessage: 'Roles' },
    groupRole: { id: 'user_admin_group_role', defaultMessage: 'Group role' },
    noGroupRole: { id: 'user_admin_no_group_role', defaultMessage: 'No group role' },
    sendEmail: { id: 'user_admin_send_email', defaultMessage: 'Send e-mails about orders' },
    sendEmailWarranty: { id: 'user_admin_send_email_warranty', defaultMessage: 'Send e-mails about warranty claims' },
    isFakeEmail: { id: 'user_admin_is_fake_email', defaultMessage: 'The e-mail address is not a real mailbox' },
    userAreas: { id: 'user_admin_user_areas', defaultMessage: 'User areas' },
    salesOrganisation: { id: 'user_admin_sales_organisation', defaultMessage: 'Sales organization' },
    salesOrganisations: { id: 'user_admin_sales_organisations', defaultMessage: 'Sales organizations' },
    limitation: { id: 'user_admin_limitation', defaultMessage: 'Limitation' },
    noLimitation: { id: 'user_admin_limitation_none', defaultMessage: 'None' },
    limitationAudit: { id: 'user_admin_limitation_audit', defaultMessage: 'Audit' },
    limitationSalesman: { id: 'user_admin_limitation_salesman', defaultMessage: 'Salesman' },
    limitationSalesGroup: { id: 'user_admin_limitation_sales_group', defaultMessage: 'Sales group' },
    limitationSalesOffice: { id: 'user_admin_limitation_sales_office', defaultMessage: 'Sales office' },
    option: { id: 'user_admin_area_option', defaultMessage: 'Option' },
    value: { id: 'user_admin_area_value', defaultMessage: 'Value' },
    addArea: { id: 'user_admin_add_area', defaultMessage: 'Add a user area' },
    removeArea: { id: 'user_admin_remove_area', defaultMessage: 'Remove user area {number}' },
    areaNumber: { id: 'user_admin_area_number', defaultMessage: 'User area {number}' },
    markets: { id: 'user_admin_content_target_markets', defaultMessage: 'Content target markets' },
    reducedNote: { id: 'user_admin_reduced_note', defaultMessage: 'The user gets the roles of the group role you choose.' },
    save: { id: 'user_admin_save', defaultMessage: 'Save' },
    saving: { id: 'user_admin_saving', defaultMessage: 'Saving…' },
    saved: { id: 'user_admin_saved', defaultMessage: 'The user was saved.' },
    back: { id: 'user_admin_back', defaultMessage: 'Back to the users' },
    generatePassword: { id: 'user_admin_generate_password', defaultMessage: 'Generate password' },
    generatePasswordTitle: { id: 'user_admin_generate_password_title', defaultMessage: 'Send {name} a link to set a password?' },
    generatePasswordMessage: {
      id: 'user_admin_generate_password_message',
      defaultMessage: 'The user receives an e-mail with a link to set a password of their own. Older links stop working. You never see the password.',
    },
    passwordLinkSent: { id: 'user_admin_password_link_sent', defaultMessage: 'The e-mail with the link was sent to {email}.' },
    copiedFrom: { id: 'user_admin_copied_from', defaultMessage: 'The new user gets these from {name}:' },
    massHelp: {
      id: 'user_admin_mass_help',
      defaultMessage: 'Upload an Excel file (.xlsx, at most {max} rows) with a header row naming the columns {columns}. Roles and sales organizations may list several, parted by commas.',
    },
    massChoose: { id: 'user_admin_mass_choose', defaultMessage: 'Choose a spreadsheet' },
    massUploading: { id: 'user_admin_mass_uploading', defaultMessage: 'Creating users…' },
    massCreated: { id: 'user_admin_mass_created', defaultMessage: '{count, plural, one {# user was created.} other {# users were created.}}' },
    massRefused: { id: 'user_admin_mass_refused', defaultMessage: '{count, plural, one {# row was refused; correct it and upload it again.} other {# rows were refused; correct them and upload them again.}}' },
    massRow: { id: 'user_admin_mass_row', defaultMessage: 'Row' },
    massErrors: { id: 'user_admin_mass_errors', defaultMessage: 'Why it was refused' },
    massRefusedTable: { id: 'user_admin_mass_refused_table', defaultMessage: 'Refused rows' },
  }),
);

/** The words of the service's refusals, by dictionary key. */
const refusalMessages = messageDescriptors(
  defineMessages({
    email_already_exists: { id: 'email_already_exists', defaultMessage: 'Email already exists' },
    username_already_exists: { id: 'username_already_exists', defaultMessage: 'This user name is already used.' },
    invalid_choice: { id: 'user_admin_error_invalid_choice', defaultMessage: 'This choice is not available (any more).' },
    invalid_limitation: { id: 'user_admin_error_invalid_limitation', defaultMessage: 'This limitation is not known.' },
    sorg_not_held: { id: 'user_admin_error_sorg_not_held', defaultMessage: 'You do not work in {sorgs}.' },
    user_not_found: { id: 'user_admin_error_user_not_found', defaultMessage: 'This user no longer exists.' },
    cannot_delete_yourself: { id: 'user_admin_error_cannot_delete_yourself', defaultMessage: 'You cannot delete yourself.' },
    file_too_large: { id: 'user_admin_error_file_too_large', defaultMessage: 'The file is larger than 2 MB.' },
    spreadsheet_unreadable: { id: 'user_admin_error_spreadsheet_unreadable', defaultMessage: 'The file is not an Excel spreadsheet that can be read.' },
    spreadsheet_empty: { id: 'user_admin_error_spreadsheet_empty', defaultMessage: 'The spreadsheet has no rows of users.' },
    spreadsheet_too_many_rows: { id: 'user_admin_error_spreadsheet_too_many_rows', defaultMessage: 'The spreadsheet has more than {max} rows.' },
    repeats_row: { id: 'user_admin_error_repeats_row', defaultMessage: 'Row {row} already has this value.' },
    no_user_created: { id: 'user_admin_error_no_user_created', defaultMessage: 'No user was created.' },
    failed_save_user: { id: 'user_admin_error_failed_save', defaultMessage: 'The change could not be saved. Please try again.' },
  }),
);

/** The text of a refusal: a field rule's message, or one of user administration's own. */
export function userRefusalText(intl: IntlShape, error: UserError): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  const descriptor = Object.hasOwn(refusalMessages, error.message) ? refusalMessages[error.message as keyof typeof refusalMessages] : refusalMessages.failed_save_user;
  return intl.formatMessage(descriptor, error.values);
}
