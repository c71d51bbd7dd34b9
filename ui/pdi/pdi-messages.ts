import { defineMessages, type IntlShape } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the pre-delivery inspection pages. */
export const pdiMessages = messageDescriptors(
  defineMessages({
    create: { id: 'pdi_create', defaultMessage: 'New inspection' },
    search: { id: 'pdi_search', defaultMessage: 'Frame number, article or mechanic' },
    lists: { id: 'pdi_lists', defaultMessage: 'Inspections to show' },
    current: { id: 'pdi_current', defaultMessage: 'Current' },
    deletedList: { id: 'pdi_deleted_list', defaultMessage: 'Deleted' },
    table: { id: 'pdi_table', defaultMessage: 'Pre-delivery inspections' },
    frameNumber: { id: 'pdi_frame_number', defaultMessage: 'Frame number' },
    articleCode: { id: 'pdi_article_code', defaultMessage: 'Article code' },
    description: { id: 'pdi_description', defaultMessage: 'Description' },
    brand: { id: 'pdi_brand', defaultMessage: 'Brand' },
    merchandise: { id: 'pdi_merchandise', defaultMessage: 'Merchandise' },
    mechanic: { id: 'pdi_mechanic', defaultMessage: 'Mechanic' },
    outcome: { id: 'pdi_outcome', defaultMessage: 'Outcome' },
    inspectedOn: { id: 'pdi_inspected_on', defaultMessage: 'Inspected on' },
    ready: { id: 'pdi_outcome_ready', defaultMessage: 'Ready to hand over' },
    notReady: { id: 'pdi_outcome_not_ready', defaultMessage: 'Held back' },
    pass: { id: 'pdi_result_pass', defaultMessage: 'Pass' },
    adjusted: { id: 'pdi_result_adjusted', defaultMessage: 'Adjusted' },
    fail: { id: 'pdi_result_fail', defaultMessage: 'Fail' },
    checklist: { id: 'pdi_checklist', defaultMessage: 'Checklist' },
    chooseBrand: { id: 'pdi_checklist_choose_brand', defaultMessage: 'Choose a brand to see its checklist.' },
    checklistFailed: { id: 'pdi_checklist_failed', defaultMessage: 'The checklist could not be loaded.' },
    actions: { id: 'pdi_actions', defaultMessage: 'Actions' },
    editShort: { id: 'pdi_edit_short', defaultMessage: 'Edit' },
    restoreShort: { id: 'pdi_restore_short', defaultMessage: 'Restore' },
    edit: { id: 'pdi_edit', defaultMessage: 'Edit inspection of {frameNumber}' },
    delete: { id: 'pdi_delete', defaultMessage: 'Delete inspection of {frameNumber}' },
    restore: { id: 'pdi_restore', defaultMessage: 'Restore inspection of {frameNumber}' },
    deleteTitle: { id: 'pdi_delete_title', defaultMessage: 'Delete the inspection of {frameNumber}?' },
    deleteText: { id: 'pdi_delete_text', defaultMessage: 'It moves to the deleted inspections, where it can be restored.' },
    deleteConfirm: { id: 'pdi_delete_confirm', defaultMessage: 'Delete' },
    createTitle: { id: 'pdi_create_title', defaultMessage: 'New pre-delivery inspection' },
    editTitle: { id: 'pdi_edit_title', defaultMessage: 'Inspection of {frameNumber}' },
    save: { id: 'pdi_save', defaultMessage: 'Save' },
    cancel: { id: 'pdi_cancel', defaultMessage: 'Cancel' },
    listFailed: { id: 'pdi_list_failed', defaultMessage: 'The inspections could not be loaded.' },
    empty: { id: 'pdi_empty', defaultMessage: 'No inspection is recorded yet.' },
    deletedEmpty: { id: 'pdi_deleted_empty', defaultMessage: 'No inspection is deleted.' },
    created: { id: 'success_create_pdi', defaultMessage: 'The inspection is recorded.' },
    updated: { id: 'success_update_pdi', defaultMessage: 'The inspection is saved.' },
    deleted: { id: 'success_delete_pdi', defaultMessage: 'The inspection is deleted.' },
    restored: { id: 'success_restore_pdi', defaultMessage: 'The inspection is restored.' },
  }),
);

/** The refusals of a change, by the dictionary key the domain or the service names. */
const refusalMessages = messageDescriptors(
  defineMessages({
    failed_save_pdi: { id: 'failed_save_pdi', defaultMessage: 'The inspection could not be saved.' },
    failed_delete_pdi: { id: 'failed_delete_pdi', defaultMessage: 'The inspection could not be deleted.' },
    failed_restore_pdi: { id: 'failed_restore_pdi', defaultMessage: 'The inspection could not be restored.' },
    pdi_checklist_incomplete: { id: 'pdi_checklist_incomplete', defaultMessage: 'Choose what this point needed.' },
    pdi_checklist_unknown_item: { id: 'pdi_checklist_unknown_item', defaultMessage: 'This point is not on the brand’s checklist.' },
    pdi_checklist_item_twice: { id: 'pdi_checklist_item_twice', defaultMessage: 'This point is answered twice.' },
    pdi_brand_without_checklist: { id: 'pdi_brand_without_checklist', defaultMessage: 'This brand has no checklist.' },
    pdi_not_found: { id: 'pdi_not_found', defaultMessage: 'This inspection was not found.' },
    pdi_deleted: { id: 'pdi_deleted', defaultMessage: 'This inspection is deleted; restore it first.' },
    pdi_not_deleted: { id: 'pdi_not_deleted', defaultMessage: 'This inspection is not deleted.' },
  }),
);

/** The text of a refusal; a key this area does not know reads as the change's failure (`fallback`). */
export function pdiRefusalText(intl: IntlShape, error: UserError, fallback: keyof typeof refusalMessages): string {
  if (error.message in fieldMessages) return intl.formatMessage(fieldMessages[error.message as keyof typeof fieldMessages], error.values);
  const known = refusalMessages[error.message as keyof typeof refusalMessages];
  return intl.formatMessage(known ?? refusalMessages[fallback], error.values);
}
