import { defineMessages, type IntlShape } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the visit-form pages. */
export const visitFormMessages = messageDescriptors(
  defineMessages({
    create: { id: 'visit_form_create', defaultMessage: 'New visit form' },
    choose: { id: 'visit_form_choose', defaultMessage: 'Choose the visit forms to open.' },
    table: { id: 'visit_form_table', defaultMessage: 'Visit forms' },
    customerFilter: { id: 'visit_form_customer_filter', defaultMessage: 'Customer code' },
    custCode: { id: 'visit_form_cust_code', defaultMessage: 'Customer' },
    custName: { id: 'visit_form_cust_name', defaultMessage: 'Customer name' },
    visitedOn: { id: 'visit_form_visited_on', defaultMessage: 'Visited on' },
    recordedBy: { id: 'visit_form_recorded_by', defaultMessage: 'Recorded by' },
    otherMidrange: { id: 'visit_form_other_midrange', defaultMessage: 'Other midrange brands sold' },
    brandDomination: { id: 'visit_form_brand_domination', defaultMessage: 'Dominant brand in the shop' },
    qtyPlgGrp: { id: 'visit_form_qty_plg_grp', defaultMessage: 'Bikes of our group on display' },
    qtyNonPlgGrp: { id: 'visit_form_qty_non_plg_grp', defaultMessage: 'Bikes of other brands on display' },
    brandDisplay: { id: 'visit_form_brand_display', defaultMessage: 'How our brand is displayed' },
    seriesList: { id: 'visit_form_series_list', defaultMessage: 'Series in the shop' },
    seriesBrand: { id: 'visit_form_series_brand', defaultMessage: 'Brand of the best-selling series' },
    equipment: { id: 'visit_form_equipment', defaultMessage: 'Workshop equipment' },
    notes: { id: 'visit_form_notes', defaultMessage: 'Notes' },
    shopPhotos: { id: 'visit_form_shop_photos', defaultMessage: 'Shop photos, inside or outside (at least one)' },
    displayPhotos: { id: 'visit_form_display_photos', defaultMessage: 'Display photos (at least one)' },
    photoHint: { id: 'visit_form_photo_hint', defaultMessage: 'PNG, JPEG or WebP, under 100 MB each.' },
    removePhoto: { id: 'visit_form_remove_photo', defaultMessage: 'Take out the photo {slot}' },
    chosenPhoto: { id: 'visit_form_chosen_photo', defaultMessage: 'Chosen: {name}' },
    photoOf: { id: 'visit_form_photo_of', defaultMessage: 'Photo {slot}' },
    save: { id: 'visit_form_save', defaultMessage: 'Save' },
    cancel: { id: 'visit_form_cancel', defaultMessage: 'Cancel' },
    delete: { id: 'visit_form_delete', defaultMessage: 'Delete' },
    deleteTitle: { id: 'visit_form_delete_title', defaultMessage: 'Delete the visit form of {custName}?' },
    deleteText: { id: 'visit_form_delete_text', defaultMessage: 'The form and its photos are removed for good.' },
    open: { id: 'visit_form_open', defaultMessage: 'Open' },
    listFailed: { id: 'visit_form_list_failed', defaultMessage: 'The visit forms could not be loaded.' },
    notFound: { id: 'visit_form_not_found_page', defaultMessage: 'This visit form was not found.' },
    empty: { id: 'visit_form_empty', defaultMessage: 'No visit form is recorded yet.' },
    created: { id: 'success_create_form_visit', defaultMessage: 'The visit form is saved.' },
    updated: { id: 'success_update_form_visit', defaultMessage: 'The visit form is updated.' },
    deleted: { id: 'success_delete_form_visit', defaultMessage: 'The visit form is deleted.' },
  }),
);

/** The refusals of a change, by the dictionary key the domain or the service names. */
const refusalMessages = messageDescriptors(
  defineMessages({
    failed_save_form_visit: { id: 'failed_save_form_visit', defaultMessage: 'The visit form could not be saved.' },
    failed_delete_form_visit: { id: 'failed_delete_form_visit', defaultMessage: 'The visit form could not be deleted.' },
    visit_form_display_photo_required: { id: 'visit_form_display_photo_required', defaultMessage: 'Add at least one display photo.' },
    visit_form_shop_photo_required: { id: 'visit_form_shop_photo_required', defaultMessage: 'Add at least one photo of the shop, inside or outside.' },
    visit_form_series_required: { id: 'visit_form_series_required', defaultMessage: 'Select at least one series.' },
    visit_form_photo_too_large: { id: 'visit_form_photo_too_large', defaultMessage: 'Each photo must be under {maxMb} MB.' },
    visit_form_photo_invalid: { id: 'visit_form_photo_invalid', defaultMessage: 'This file is not a PNG, JPEG or WebP photo.' },
    visit_form_invalid_quantity: { id: 'visit_form_invalid_quantity', defaultMessage: 'Enter a whole number from 0 to {max}.' },
    visit_form_customer_outside_areas: { id: 'visit_form_customer_outside_areas', defaultMessage: 'This customer is not in your sales areas.' },
    visit_form_not_found: { id: 'visit_form_not_found', defaultMessage: 'This visit form was not found.' },
  }),
);

/** The text of a refusal; a key this area does not know reads as the change's failure (`fallback`). */
export function visitFormRefusalText(intl: IntlShape, error: UserError, fallback: 'failed_save_form_visit' | 'failed_delete_form_visit'): string {
  if (error.message in fieldMessages) return intl.formatMessage(fieldMessages[error.message as keyof typeof fieldMessages], error.values);
  const known = refusalMessages[error.message as keyof typeof refusalMessages];
  return intl.formatMessage(known ?? refusalMessages[fallback], error.values);
}
