import { defineMessages, type IntlShape } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';

export const analysisMessages = messageDescriptors(
  defineMessages({
    sorg: { id: 'catalogue_analysis_sorg', defaultMessage: 'Sales organization' },
    customer: { id: 'catalogue_analysis_customer', defaultMessage: 'Customer code (optional)' },
    articleCodes: { id: 'catalogue_analysis_article_codes', defaultMessage: 'Article codes' },
    articleCodesHint: { id: 'catalogue_analysis_article_codes_hint', defaultMessage: 'One per line, or separated by commas or spaces; at most {max}.' },
    analyse: { id: 'catalogue_analysis_analyse', defaultMessage: 'Analyze' },
    tooMany: { id: 'catalogue_analysis_too_many', defaultMessage: 'Enter at most {max} article codes.' },
    noCodes: { id: 'catalogue_analysis_no_codes', defaultMessage: 'Enter at least one article code.' },
    failed: { id: 'catalogue_analysis_failed', defaultMessage: 'The analysis could not be loaded.' },
    configs: { id: 'catalogue_analysis_configs', defaultMessage: 'Settings of {merchant}' },
    exactQtyCheck: { id: 'catalogue_analysis_exact_qty_check', defaultMessage: 'Exact quantity check' },
    availableStockCheck: { id: 'catalogue_analysis_available_stock_check', defaultMessage: 'Available stock check' },
    on: { id: 'catalogue_analysis_on', defaultMessage: 'On' },
    off: { id: 'catalogue_analysis_off', defaultMessage: 'Off' },
    results: { id: 'catalogue_analysis_results', defaultMessage: 'Analyzed articles' },
    article: { id: 'catalogue_analysis_article', defaultMessage: 'Article' },
    orderable: { id: 'catalogue_analysis_orderable', defaultMessage: 'Orderable' },
    yes: { id: 'catalogue_analysis_yes', defaultMessage: 'Yes' },
    no: { id: 'catalogue_analysis_no', defaultMessage: 'No' },
    reasons: { id: 'catalogue_analysis_reasons', defaultMessage: 'Reasons' },
    available: { id: 'catalogue_analysis_available', defaultMessage: 'Available' },
    customerOrdered: { id: 'catalogue_analysis_customer_ordered', defaultMessage: 'On customer orders' },
    nextArrival: { id: 'catalogue_analysis_next_arrival', defaultMessage: 'Next arrival' },
    orderableFrom: { id: 'catalogue_analysis_orderable_from', defaultMessage: 'Orderable from' },
    changes: { id: 'catalogue_analysis_changes', defaultMessage: 'Change the {count, plural, one {# analyzed article} other {# analyzed articles}}' },
    allowOrder: { id: 'catalogue_analysis_allow_order', defaultMessage: 'Allow ordering' },
    blockOrder: { id: 'catalogue_analysis_block_order', defaultMessage: 'Block ordering' },
    newArrivalFrom: { id: 'catalogue_analysis_new_arrival_from', defaultMessage: 'New arrival from' },
    newArrivalTo: { id: 'catalogue_analysis_new_arrival_to', defaultMessage: 'New arrival to' },
    markNewArrival: { id: 'catalogue_analysis_mark_new_arrival', defaultMessage: 'Mark as new arrival' },
    unmarkNewArrival: { id: 'catalogue_analysis_unmark_new_arrival', defaultMessage: 'End new arrival' },
    delete: { id: 'catalogue_analysis_delete', defaultMessage: 'Remove from the sales organization' },
    confirmDelete: { id: 'catalogue_analysis_confirm_delete', defaultMessage: 'Remove {count, plural, one {# article} other {# articles}} from {sorg}? They can no longer be ordered there.' },
    progress: { id: 'catalogue_analysis_progress', defaultMessage: 'Batches sent' },
    progressValue: { id: 'catalogue_analysis_progress_value', defaultMessage: '{done} of {total} batches' },
    batch: { id: 'catalogue_analysis_batch', defaultMessage: 'Batch {number}: {size} articles, {succeeded} done, {failed} failed' },
    failures: { id: 'catalogue_analysis_failures', defaultMessage: 'Articles not changed' },
  }),
);

/** The words of the service's dictionary keys of the analysis: status reasons and per-article outcomes. */
const keyMessages = messageDescriptors(
  defineMessages({
    invalid_article: { id: 'catalogue_analysis_invalid_article', defaultMessage: 'Not sold in this sales organization' },
    sorg_blocked: { id: 'catalogue_analysis_sorg_blocked', defaultMessage: 'Blocked in this sales organization' },
    order_blocked: { id: 'catalogue_analysis_order_blocked', defaultMessage: 'Blocked for ordering' },
    hierarchy_blocked: { id: 'catalogue_analysis_hierarchy_blocked', defaultMessage: 'Its product hierarchy is blocked' },
    brand_blocked: { id: 'catalogue_analysis_brand_blocked', defaultMessage: 'Its brand is blocked' },
    category_blocked: { id: 'catalogue_analysis_category_blocked', defaultMessage: 'Its category is blocked' },
    order_not_allowed: { id: 'catalogue_analysis_order_not_allowed', defaultMessage: 'Ordering is not allowed' },
    no_price: { id: 'catalogue_analysis_no_price', defaultMessage: 'Has no dealer price' },
    success_update_product: { id: 'catalogue_analysis_success_update', defaultMessage: 'Updated' },
    failed_update_product: { id: 'catalogue_analysis_failed_update', defaultMessage: 'Could not be updated' },
    success_delete_product: { id: 'catalogue_analysis_success_delete', defaultMessage: 'Removed' },
    failed_delete_product: { id: 'catalogue_analysis_failed_delete', defaultMessage: 'Could not be removed' },
    article_not_found: { id: 'catalogue_analysis_article_not_found', defaultMessage: 'Article not found' },
    sorg_not_held: { id: 'catalogue_analysis_sorg_not_held', defaultMessage: 'You do not work in this sales organization' },
    required: { id: 'catalogue_analysis_required', defaultMessage: 'Something to change is missing' },
    valid_date: { id: 'catalogue_analysis_valid_date', defaultMessage: 'The new-arrival dates are not valid' },
  }),
);

/** The text of a dictionary key the service answered; an unknown key is shown as it came. */
export function keyText(intl: IntlShape, key: string): string {
  return Object.hasOwn(keyMessages, key) ? intl.formatMessage(keyMessages[key as keyof typeof keyMessages]) : key;
}
