import { useIntl } from 'react-intl';
import type { SalesDocumentAttachment } from '../../application/portal/sales-documents/ports';
import { Button } from '../components/Button';
import { salesDocumentAdminMessages } from './sales-document-admin-messages';
import { useDeleteSalesDocumentAttachmentMutation } from './sales-documents-api';

export interface SalesDocumentAttachmentsFieldProps {
  /** The stored attachments (an edited document); none for a new one. */
  attached: readonly SalesDocumentAttachment[];
  onPick: (files: File[]) => void;
  /** The picked files the service refused, each with its reason in words. */
  refusals: readonly { fileName: string; reason: string }[];
}

/** The attachments of the document form: those stored, each removable at once, and the files to add on save. */
export function SalesDocumentAttachmentsField({ attached, onPick, refusals }: SalesDocumentAttachmentsFieldProps) {
  const intl = useIntl();
  const [remove, removing] = useDeleteSalesDocumentAttachmentMutation();
  return (
    <fieldset>
      <legend>{intl.formatMessage(salesDocumentAdminMessages.attachments)}</legend>
      {attached.length > 0 && (
        <ul className="content-admin__list">
          {attached.map((attachment) => (
            <li key={attachment.id}>
              <span>{attachment.fileName}</span>
              <Button variant="secondary" isDisabled={removing.isLoading} onPress={() => void remove(attachment.id)}>
                {intl.formatMessage(salesDocumentAdminMessages.removeAttachment, { fileName: attachment.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label className="field__label" htmlFor="sales-document-attachments">
          {intl.formatMessage(salesDocumentAdminMessages.attachments)}
        </label>
        <input
          id="sales-document-attachments"
          type="file"
          multiple
          accept="application/pdf,image/png,image/jpeg"
          aria-describedby="sales-document-attachments-hint"
          onChange={(event) => onPick([...(event.target.files ?? [])])}
        />
        <span id="sales-document-attachments-hint" className="field__description">
          {intl.formatMessage(salesDocumentAdminMessages.attachmentsHint)}
        </span>
      </div>
      {refusals.length > 0 && (
        <ul role="alert" className="content-admin__list field__error">
          {refusals.map((refusal) => (
            <li key={refusal.fileName}>{intl.formatMessage(salesDocumentAdminMessages.attachmentRefused, refusal)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
