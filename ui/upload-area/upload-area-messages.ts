import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ACCOUNT_BIKE_MAX_ROWS, type AccountBikeRowError } from '../../domain/upload-area/account-bike-sheet';
import type { UploadAlbum } from '../../domain/upload-area/upload-albums';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the upload area. */
export const uploadAreaMessages = messageDescriptors(
  defineMessages({
    album: { id: 'upload_area_album', defaultMessage: 'Album' },
    file: { id: 'upload_area_file', defaultMessage: 'File' },
    start: { id: 'upload_area_start', defaultMessage: 'Upload' },
    pause: { id: 'upload_area_pause', defaultMessage: 'Pause' },
    resume: { id: 'upload_area_resume', defaultMessage: 'Resume' },
    progress: { id: 'upload_area_progress', defaultMessage: 'Upload progress' },
    progressValue: { id: 'upload_area_progress_value', defaultMessage: '{current} of {max} sent' },
    paused: { id: 'upload_area_paused', defaultMessage: 'The upload is paused. Resume it to send the rest.' },
    interrupted: { id: 'upload_area_interrupted', defaultMessage: 'The upload was interrupted. Resume it to continue where it stopped.' },
    uploaded: { id: 'upload_area_uploaded', defaultMessage: 'The file is uploaded. It is processed in the background and its results appear below.' },
    noAlbums: { id: 'upload_area_no_albums', defaultMessage: 'There is no album you may upload into.' },
    uploads: { id: 'upload_area_uploads', defaultMessage: 'Your uploads' },
    empty: { id: 'upload_area_empty', defaultMessage: 'Nothing is uploaded yet.' },
    listFailed: { id: 'upload_area_list_failed', defaultMessage: 'The uploads could not be loaded.' },
    uploadedAt: { id: 'upload_area_uploaded_at', defaultMessage: 'Uploaded {at}' },
    uploading: { id: 'upload_area_status_uploading', defaultMessage: 'Uploading' },
    queued: { id: 'upload_area_status_queued', defaultMessage: 'Waiting to be processed' },
    processing: { id: 'upload_area_status_processing', defaultMessage: 'Processing {progress}%' },
    processed: { id: 'upload_area_status_processed', defaultMessage: 'Processed: {accepted} accepted, {refused} refused' },
    failed: { id: 'upload_area_status_failed', defaultMessage: 'Failed' },
    rows: { id: 'upload_area_rows', defaultMessage: 'Rows of {fileName}' },
    rowPages: { id: 'upload_area_row_pages', defaultMessage: 'Pages of {fileName} uploaded {at}' },
    row: { id: 'upload_area_row', defaultMessage: 'Row' },
    frameNumber: { id: 'upload_area_frame_number', defaultMessage: 'Frame number' },
    result: { id: 'upload_area_result', defaultMessage: 'Result' },
    accepted: { id: 'upload_area_row_accepted', defaultMessage: 'Accepted' },
    refused: { id: 'upload_area_row_refused', defaultMessage: 'Refused: {reason}' },
  }),
);

/** What each album is, and what it takes. */
export const uploadAlbumMessages: Record<UploadAlbum, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  account_bikes: messageDescriptors(
    defineMessages({
      name: { id: 'upload_area_album_account_bikes', defaultMessage: 'Account bike data' },
      hint: {
        id: 'upload_area_album_account_bikes_hint',
        defaultMessage: 'A spreadsheet ({extensions}, at most {maxSize}) with the columns customerCode, frameNumber and usage (demo, rental or service).',
      },
    }),
  ),
};

const rowReasonMessages: Record<AccountBikeRowError, MessageDescriptor> = messageDescriptors(
  defineMessages({
    required: { id: 'upload_area_reason_required', defaultMessage: 'A value is missing in {column}.' },
    frame_number_too_long: { id: 'upload_area_reason_frame_number_too_long', defaultMessage: 'The frame number is too long.' },
    upload_customer_unknown: { id: 'upload_area_reason_customer_unknown', defaultMessage: 'The customer code is not one of your customers.' },
    frame_not_found: { id: 'upload_area_reason_frame_not_found', defaultMessage: 'This customer has no such frame.' },
    upload_usage_invalid: { id: 'upload_area_reason_usage_invalid', defaultMessage: 'The usage must be demo, rental or service.' },
    upload_duplicate_row: { id: 'upload_area_reason_duplicate_row', defaultMessage: 'The frame is listed twice; only its first row counts.' },
  }),
);

const refusalMessages = messageDescriptors(
  defineMessages({
    upload_album_unknown: { id: 'upload_album_unknown', defaultMessage: 'Choose an album.' },
    upload_file_name: { id: 'upload_file_name', defaultMessage: 'Choose a file with a name of at most 200 characters.' },
    upload_file_type: { id: 'upload_file_type', defaultMessage: 'This album takes only {extensions} files.' },
    upload_file_too_large: { id: 'upload_file_too_large', defaultMessage: 'The file is larger than {maxSize}.' },
    upload_file_empty: { id: 'upload_file_empty', defaultMessage: 'The file is empty.' },
    upload_sheet_unreadable: { id: 'upload_sheet_unreadable', defaultMessage: 'The file could not be read as a spreadsheet.' },
    upload_sheet_columns_missing: { id: 'upload_sheet_columns_missing', defaultMessage: 'The sheet lacks the columns customerCode, frameNumber or usage.' },
    upload_sheet_empty: { id: 'upload_sheet_empty', defaultMessage: 'The sheet has no rows.' },
    upload_sheet_too_long: { id: 'upload_sheet_too_long', defaultMessage: 'The sheet has more than {max} rows.' },
    upload_processing_failed: { id: 'upload_processing_failed', defaultMessage: 'The file could not be processed.' },
  }),
);

/** A size in bytes as megabytes in the person's locale. */
export function megabytes(intl: IntlShape, bytes: number): string {
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** The text of a refused upload or sheet; a key this area does not know reads as a failed processing. */
export function uploadRefusalText(intl: IntlShape, reason: string, rules: { extensions: readonly string[]; maxBytes: number }): string {
  const known = refusalMessages[reason as keyof typeof refusalMessages] ?? refusalMessages.upload_processing_failed;
  return intl.formatMessage(known, { extensions: rules.extensions.join(', '), maxSize: megabytes(intl, rules.maxBytes), max: ACCOUNT_BIKE_MAX_ROWS });
}

/** The text of a refused row. */
export function rowReasonText(intl: IntlShape, reason: AccountBikeRowError, column: string | null): string {
  return intl.formatMessage(rowReasonMessages[reason], { column: column ?? '' });
}
