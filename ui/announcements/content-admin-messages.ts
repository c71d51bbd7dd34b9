import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts the banner and announcement administration share, and the service's refusals they show. */
export const contentAdminMessages = defineMessages({
  search: { id: 'content_admin_search', defaultMessage: 'Search' },
  create: { id: 'content_admin_create', defaultMessage: 'Create' },
  edit: { id: 'content_admin_edit', defaultMessage: 'Edit' },
  delete: { id: 'content_admin_delete', defaultMessage: 'Delete' },
  save: { id: 'content_admin_save', defaultMessage: 'Save' },
  cancel: { id: 'content_admin_cancel', defaultMessage: 'Cancel' },
  confirmDelete: { id: 'content_admin_confirm_delete', defaultMessage: 'Delete this item? Users stop seeing it at once.' },
  empty: { id: 'content_admin_empty', defaultMessage: 'Nothing found' },
  loadFailed: { id: 'content_admin_load_failed', defaultMessage: 'Server Error!' },
  actions: { id: 'content_admin_actions', defaultMessage: 'Actions' },
  salesOrganisation: { id: 'content_admin_sales_organisation', defaultMessage: 'Sales organisation' },
  from: { id: 'content_admin_from', defaultMessage: 'From' },
  to: { id: 'content_admin_to', defaultMessage: 'To' },
  invalidData: { id: 'invalid_data', defaultMessage: 'Invalid Data!' },
  required: { id: 'required', defaultMessage: 'This field is required' },
  sorgNotHeld: { id: 'content_sorg_not_held', defaultMessage: 'You do not maintain content of this sales organisation' },
  unsafeLink: { id: 'content_unsafe_link', defaultMessage: 'Enter a web address starting with https://, a mail address link or a path on this site' },
  toBeforeFrom: { id: 'content_to_before_from', defaultMessage: 'The end must come after the start' },
  notFound: { id: 'content_not_found', defaultMessage: 'This item no longer exists' },
  invalidImage: { id: 'content_invalid_image', defaultMessage: 'This file is not a picture (PNG, JPEG, WebP, GIF or SVG)' },
  fileTooLarge: { id: 'content_file_too_large', defaultMessage: 'The file is larger than {max}' },
  tooLong: { id: 'content_too_long', defaultMessage: 'At most {max} characters' },
});

/** The message of a refusal's dictionary key, or the generic refusal for a key the administration does not know. */
export const refusalMessages: Readonly<Record<string, MessageDescriptor>> = {
  invalid_data: contentAdminMessages.invalidData,
  required: contentAdminMessages.required,
  content_sorg_not_held: contentAdminMessages.sorgNotHeld,
  content_unsafe_link: contentAdminMessages.unsafeLink,
  content_to_before_from: contentAdminMessages.toBeforeFrom,
  content_not_found: contentAdminMessages.notFound,
  content_invalid_image: contentAdminMessages.invalidImage,
  content_file_too_large: contentAdminMessages.fileTooLarge,
  content_too_long: contentAdminMessages.tooLong,
};
