import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../domain/forms/field-rules';
import type { UserError } from '../../domain/shared/user-error';
import { contentAdminMessages } from '../content/content-admin-messages';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the marketing material's administration. */
export const marketingAdminMessages = messageDescriptors(
  defineMessages({
    createCategory: { id: 'marketing_admin_create_category', defaultMessage: 'Create category' },
    uploadImages: { id: 'marketing_admin_upload_images', defaultMessage: 'Upload images' },
    type: { id: 'marketing_admin_type', defaultMessage: 'Kind' },
    tree: { id: 'marketing_admin_tree', defaultMessage: 'Categories of this kind' },
    empty: { id: 'marketing_admin_empty', defaultMessage: 'There is no category of this kind yet.' },
    summary: { id: 'marketing_admin_summary', defaultMessage: '{images, plural, one {# image} other {# images}} · {perLine} per line' },
    title: { id: 'marketing_admin_title', defaultMessage: 'Title' },
    route: { id: 'marketing_admin_route', defaultMessage: 'Route' },
    routeHint: { id: 'marketing_admin_route_hint', defaultMessage: 'Lower-case words joined by dashes, e.g. shop-signage.' },
    parent: { id: 'marketing_admin_parent', defaultMessage: 'Parent category' },
    noParent: { id: 'marketing_admin_no_parent', defaultMessage: 'None (a top-level category)' },
    itemPerLine: { id: 'marketing_admin_item_per_line', defaultMessage: 'Items per line' },
    showChilds: { id: 'marketing_admin_show_childs', defaultMessage: 'Show its sub-categories' },
    searchParam: { id: 'marketing_admin_search_param', defaultMessage: 'Search parameter' },
    layout: { id: 'marketing_admin_layout', defaultMessage: 'Layout' },
    markets: { id: 'marketing_admin_markets', defaultMessage: 'Target markets' },
    category: { id: 'marketing_admin_category', defaultMessage: 'Category' },
    images: { id: 'marketing_admin_images', defaultMessage: 'Images of the category' },
    noImages: { id: 'marketing_admin_no_images', defaultMessage: 'This category has no images yet.' },
    chooseCategory: { id: 'marketing_admin_choose_category', defaultMessage: 'Choose a category to see its images.' },
    edit: { id: 'marketing_admin_edit', defaultMessage: 'Edit {title}' },
    delete: { id: 'marketing_admin_delete', defaultMessage: 'Delete {title}' },
    confirmDelete: { id: 'marketing_admin_confirm_delete', defaultMessage: 'Delete {title}?' },
    save: { id: 'marketing_admin_save', defaultMessage: 'Save' },
    cancel: { id: 'marketing_admin_cancel', defaultMessage: 'Cancel' },
    saveFailed: { id: 'marketing_admin_save_failed', defaultMessage: 'This could not be saved. Check the marked fields.' },
    deleteFailed: { id: 'marketing_admin_delete_failed', defaultMessage: '{title} could not be deleted: {reason}' },
    notFound: { id: 'marketing_admin_not_found', defaultMessage: 'This was not found, or it is meant for markets you do not maintain.' },
    failed: { id: 'marketing_admin_failed', defaultMessage: 'This could not be loaded.' },
    categoryNotEmpty: { id: 'category_not_empty', defaultMessage: 'It still holds sub-categories or images; move or delete them first.' },
    invalidRoute: { id: 'invalid_route', defaultMessage: 'Use lower-case letters and digits, words joined by dashes.' },
    outOfRange: { id: 'out_of_range', defaultMessage: 'Choose from {min} to {max}.' },
    unknownLayout: { id: 'unknown_layout', defaultMessage: 'Choose a layout from the list.' },
    parentCycle: { id: 'category_parent_cycle', defaultMessage: 'A category cannot hang under itself or one of its sub-categories.' },
    unknownCategory: { id: 'unknown_marketing_category', defaultMessage: 'Choose a category from the list.' },
  }),
);

const SERVICE_MESSAGES: Record<string, MessageDescriptor> = {
  text_too_long: contentAdminMessages.textTooLong,
  unknown_content_target_market: contentAdminMessages.unknownMarket,
  category_not_empty: marketingAdminMessages.categoryNotEmpty,
  invalid_route: marketingAdminMessages.invalidRoute,
  out_of_range: marketingAdminMessages.outOfRange,
  unknown_layout: marketingAdminMessages.unknownLayout,
  category_parent_cycle: marketingAdminMessages.parentCycle,
  unknown_marketing_category: marketingAdminMessages.unknownCategory,
};

/** The words of a refusal the service answered; one the portal does not know reads as "could not be saved". */
export function marketingErrorText(intl: IntlShape, error: UserError): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  return intl.formatMessage(SERVICE_MESSAGES[error.message] ?? marketingAdminMessages.saveFailed, error.values);
}
