import { defineMessages, type IntlShape } from 'react-intl';
import type { UserError } from '../../../domain/shared/user-error';
import { fieldMessages } from '../../i18n/field-messages';
import { messageDescriptors } from '../../i18n/message-descriptors';
import { claimFileRefusalMessages } from '../claims-messages';

/** The texts of the claim form pages. */
export const claimFormMessages = messageDescriptors(
  defineMessages({
    chooseKind: { id: 'claim_form_choose_kind', defaultMessage: 'What is the claim about?' },
    bikeClaim: { id: 'claim_form_bike_claim', defaultMessage: 'A whole bike' },
    bikeClaimHint: { id: 'claim_form_bike_claim_hint', defaultMessage: 'A fault of a bike, reported with its frame number.' },
    paaClaim: { id: 'claim_form_paa_claim', defaultMessage: 'Parts and accessories' },
    paaClaimHint: { id: 'claim_form_paa_claim_hint', defaultMessage: 'A fault of a part or an accessory sold on its own.' },
    article: { id: 'claim_form_article', defaultMessage: 'Article code' },
    articleHint: { id: 'claim_form_article_hint', defaultMessage: 'Type at least two characters to look the article up.' },
    articleMatches: { id: 'claim_form_article_matches', defaultMessage: 'Matching articles' },
    articleChosen: { id: 'claim_form_article_chosen', defaultMessage: '{name} ({brand})' },
    frameNumber: { id: 'claim_form_frame_number', defaultMessage: 'Frame number' },
    qty: { id: 'claim_form_qty', defaultMessage: 'Quantity' },
    recall: { id: 'claim_form_recall', defaultMessage: 'This frame is part of the recall campaign “{campaign}”.' },
    stolen: { id: 'claim_form_stolen', defaultMessage: 'This frame was reported stolen on {date}.' },
    brands: { id: 'claim_form_brands', defaultMessage: 'Warranty covers these brands: {brands}.' },
    problems: { id: 'claim_form_problems', defaultMessage: 'Problems' },
    customerNotes: { id: 'claim_form_customer_notes', defaultMessage: 'Description of the problem' },
    consumer: { id: 'claim_form_consumer', defaultMessage: 'Consumer (optional; then the ID card is needed)' },
    consumerName: { id: 'claim_form_consumer_name', defaultMessage: 'Name' },
    consumerPhone: { id: 'claim_form_consumer_phone', defaultMessage: 'Phone' },
    consumerEmail: { id: 'claim_form_consumer_email', defaultMessage: 'E-mail' },
    consumerAddress: { id: 'claim_form_consumer_address', defaultMessage: 'Address' },
    dealer: { id: 'claim_form_dealer', defaultMessage: 'Dealer' },
    dealerCode: { id: 'claim_form_dealer_code', defaultMessage: 'Customer code' },
    dealerName: { id: 'claim_form_dealer_name', defaultMessage: 'Name' },
    dealerAddress: { id: 'claim_form_dealer_address', defaultMessage: 'Address' },
    dealerPhone: { id: 'claim_form_dealer_phone', defaultMessage: 'Phone' },
    dealerEmail: { id: 'claim_form_dealer_email', defaultMessage: 'E-mail' },
    files: { id: 'claim_form_files', defaultMessage: 'Documents and photos' },
    filesHint: { id: 'claim_form_files_hint', defaultMessage: 'Photos are made smaller in the browser before they are sent; the video is sent as it is.' },
    additionalDocs: { id: 'claim_form_additional_docs', defaultMessage: 'Additional documents' },
    slot_invoice: { id: 'claim_form_slot_invoice', defaultMessage: 'Purchase invoice' },
    slot_idCard: { id: 'claim_form_slot_id_card', defaultMessage: 'Consumer’s ID card' },
    slot_photo1: { id: 'claim_form_slot_photo1', defaultMessage: 'Photo 1' },
    slot_photo2: { id: 'claim_form_slot_photo2', defaultMessage: 'Photo 2' },
    slot_photo3: { id: 'claim_form_slot_photo3', defaultMessage: 'Photo 3' },
    slot_photo4: { id: 'claim_form_slot_photo4', defaultMessage: 'Photo 4' },
    slot_photo5: { id: 'claim_form_slot_photo5', defaultMessage: 'Photo 5' },
    slot_photo6: { id: 'claim_form_slot_photo6', defaultMessage: 'Photo 6' },
    slot_video: { id: 'claim_form_slot_video', defaultMessage: 'Video' },
    slot_additionalDoc1: { id: 'claim_form_slot_additional_doc1', defaultMessage: 'Document 1' },
    slot_additionalDoc2: { id: 'claim_form_slot_additional_doc2', defaultMessage: 'Document 2' },
    slot_additionalDoc3: { id: 'claim_form_slot_additional_doc3', defaultMessage: 'Document 3' },
    slot_additionalDoc4: { id: 'claim_form_slot_additional_doc4', defaultMessage: 'Document 4' },
    slot_additionalDoc5: { id: 'claim_form_slot_additional_doc5', defaultMessage: 'Document 5' },
    bikePhotoHint: { id: 'claim_form_bike_photo_hint', defaultMessage: 'Photo 1: the full bike. Photo 2: the serial number. Photos 3 to 6: the issue.' },
    paaPhotoHint: { id: 'claim_form_paa_photo_hint', defaultMessage: 'At least one photo of the issue.' },
    chooseFile: { id: 'claim_form_choose_file', defaultMessage: 'Choose a file for {slot}' },
    removeFile: { id: 'claim_form_remove_file', defaultMessage: 'Take out the file of {slot}' },
    chosenFile: { id: 'claim_form_chosen_file', defaultMessage: '{name}, {size}' },
    compressedFile: { id: 'claim_form_compressed_file', defaultMessage: '{name}, {size} (was {originalSize})' },
    storedFile: { id: 'claim_form_stored_file', defaultMessage: 'Stored: {name}' },
    preparing: { id: 'claim_form_preparing', defaultMessage: 'Preparing the file…' },
    uploading: { id: 'claim_form_uploading', defaultMessage: 'Sending the claim' },
    uploaded: { id: 'claim_form_uploaded', defaultMessage: '{current} of {max} sent' },
    submit: { id: 'claim_form_submit', defaultMessage: 'File the claim' },
    save: { id: 'claim_form_save', defaultMessage: 'Save the claim' },
    cancel: { id: 'claim_form_cancel', defaultMessage: 'Cancel' },
    loadFailed: { id: 'claim_form_load_failed', defaultMessage: 'The claim could not be loaded.' },
  }),
);

/** The refusals of a claim, by the dictionary key the domain or the service names. */
const refusalMessages = messageDescriptors(
  defineMessages({
    failed_save_claim: { id: 'failed_save_claim', defaultMessage: 'The claim could not be saved.' },
    claim_invoice_photo_required: { id: 'claim_invoice_photo_required', defaultMessage: 'Add a photo of the purchase invoice.' },
    claim_full_bike_photo_required: { id: 'claim_full_bike_photo_required', defaultMessage: 'Add a photo of the full bike.' },
    claim_serial_number_photo_required: { id: 'claim_serial_number_photo_required', defaultMessage: 'Add a photo of the serial number.' },
    claim_issue_photo_required: { id: 'claim_issue_photo_required', defaultMessage: 'Add at least one photo of the issue.' },
    claim_one_issue_photo_required: { id: 'claim_one_issue_photo_required', defaultMessage: 'One photo of the issue is needed.' },
    claim_id_card_required: { id: 'claim_id_card_required', defaultMessage: 'The consumer’s ID card is required when consumer data is filled in.' },
    claim_article_is_bike: { id: 'claim_article_is_bike', defaultMessage: 'This article is a bike: file the claim through the bike form.' },
    claim_frame_number_too_long: { id: 'claim_frame_number_too_long', defaultMessage: 'The frame number is too long (at most {max} characters).' },
    claim_frame_not_own_brand: { id: 'claim_frame_not_own_brand', defaultMessage: 'A frame of {brand} cannot be reported here.' },
    frame_not_found: { id: 'frame_not_found', defaultMessage: 'Frame not found.' },
    article_not_found: { id: 'article_not_found', defaultMessage: 'Article not found' },
    frame_already_reported: { id: 'frame_already_reported', defaultMessage: 'Frame already reported.' },
    claim_qty_invalid: { id: 'claim_qty_invalid', defaultMessage: 'Enter a whole number from 1 to {max}.' },
    claim_too_many_problems: { id: 'claim_too_many_problems', defaultMessage: 'Choose at most {max} problems.' },
    claim_problem_unknown: { id: 'claim_problem_unknown', defaultMessage: 'A chosen problem is not offered for this kind of claim.' },
    ...claimFileRefusalMessages,
    claim_video_too_large: { id: 'claim_video_too_large', defaultMessage: 'The video is too large: at most {maxMegabytes} MB.' },
    claim_paa_not_offered: { id: 'claim_paa_not_offered', defaultMessage: 'Parts claims are not offered on this portal.' },
    claim_not_editable: { id: 'claim_not_editable', defaultMessage: 'This claim can no longer be changed.' },
    claim_not_found: { id: 'claim_not_found', defaultMessage: 'This claim was not found.' },
    customer_required: { id: 'customer_required', defaultMessage: 'Select a customer to open this page.' },
  }),
);

/** The text of a refusal; a key this area does not know reads as the claim's failure. */
export function claimFormRefusalText(intl: IntlShape, error: UserError): string {
  if (error.message in fieldMessages) return intl.formatMessage(fieldMessages[error.message as keyof typeof fieldMessages], error.values);
  const known = refusalMessages[error.message as keyof typeof refusalMessages];
  return intl.formatMessage(known ?? refusalMessages.failed_save_claim, error.values);
}
