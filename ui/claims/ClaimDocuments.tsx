import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ClaimFile, ClaimRecord } from '../../application/portal/claims/claim-records-ports';
import { CLAIM_ADDITIONAL_DOC_SLOTS, claimSlotExtensions } from '../../domain/claims/claim-files';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAppDispatch } from '../store/hooks';
import { claimRefusalText, claimsMessages as messages } from './claims-messages';
import { claimDocumentAdded, claimDocumentDeleted } from './claims-thunks';
import { ClaimSection, type ClaimFeedback } from './ClaimSection';

const ACCEPTED = claimSlotExtensions('additionalDoc1').map((extension) => `.${extension}`);
const documentNumber = (slot: string) => Number(slot.replace('additionalDoc', ''));

function FileLink({ file }: { file: ClaimFile }) {
  return (
    <a className="claims__link" href={file.url} target="_blank" rel="noreferrer">
      {file.fileName}
    </a>
  );
}

/**
 * The purchase invoice, the ID card and the additional documents 1–5 of a claim, each opening in a new tab; either
 * side adds a document in the first free place or deletes one.
 */
export function ClaimDocuments({ claim, onFeedback }: { claim: ClaimRecord; onFeedback: (feedback: ClaimFeedback) => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ClaimFile | null>(null);
  const fileIn = (slot: string) => claim.files.find((file) => file.slot === slot);
  const additional = CLAIM_ADDITIONAL_DOC_SLOTS.flatMap((slot) => fileIn(slot) ?? []);

  async function add(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    const outcome = await dispatch(claimDocumentAdded(claim.id, file));
    setBusy(false);
    onFeedback(outcome.ok ? { tone: 'info', text: intl.formatMessage(messages.documentAdded) } : { tone: 'error', text: claimRefusalText(intl, outcome.error[0]!, 'failed_add_claim_document') });
  }

  async function remove(file: ClaimFile) {
    setBusy(true);
    const outcome = await dispatch(claimDocumentDeleted(claim.id, file.slot));
    setBusy(false);
    setDeleting(null);
    onFeedback(outcome.ok ? { tone: 'info', text: intl.formatMessage(messages.documentDeleted) } : { tone: 'error', text: claimRefusalText(intl, outcome.error[0]!, 'failed_delete_claim_document') });
  }

  const invoice = fileIn('invoice');
  const idCard = fileIn('idCard');
  return (
    <ClaimSection title={intl.formatMessage(messages.documents)}>
      <dl className="claim-facts">
        <div>
          <dt>{intl.formatMessage(messages.invoice)}</dt>
          <dd>{invoice ? <FileLink file={invoice} /> : intl.formatMessage(messages.missingDocument)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.idCard)}</dt>
          <dd>{idCard ? <FileLink file={idCard} /> : intl.formatMessage(messages.missingDocument)}</dd>
        </div>
        {additional.map((file) => (
          <div key={file.slot}>
            <dt>{intl.formatMessage(messages.additionalDocument, { number: documentNumber(file.slot) })}</dt>
            <dd className="claim-document">
              <FileLink file={file} />
              <Button variant="secondary" onPress={() => setDeleting(file)} isDisabled={busy} aria-label={intl.formatMessage(messages.deleteDocumentNamed, { number: documentNumber(file.slot) })}>
                {intl.formatMessage(messages.deleteDocument)}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {additional.length < CLAIM_ADDITIONAL_DOC_SLOTS.length && (
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void add(files)}>
          <Button variant="secondary" isDisabled={busy}>
            {intl.formatMessage(messages.addDocument)}
          </Button>
        </FileTrigger>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(messages.deleteDocumentTitle, { number: deleting ? documentNumber(deleting.slot) : '' })}
        message={intl.formatMessage(messages.deleteDocumentText, { fileName: deleting?.fileName ?? '' })}
        confirmLabel={intl.formatMessage(messages.deleteDocument)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        isPending={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ClaimSection>
  );
}
