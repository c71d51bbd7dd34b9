import { FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { ClaimStoredFile, UploadProgress } from '../../../application/portal/claims/claim-filing-ports';
import { CLAIM_ADDITIONAL_DOC_SLOTS, CLAIM_PHOTO_SLOTS, claimSlotExtensions, type ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { Button } from '../../components/Button';
import { claimFormMessages as messages } from './claim-form-messages';

/** A file the dealer chose for a slot, as it will be sent, and how large it was before it was compressed. */
export interface ChosenClaimFile {
  file: File;
  originalSize: number;
}

/** A byte count as a person reads it: kilobytes below a megabyte, megabytes above. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  if (bytes < 1024 * 1024) return intl.formatNumber(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

interface SlotProps {
  slot: ClaimFileSlot;
  stored?: ClaimStoredFile;
  chosen?: ChosenClaimFile;
  preparing: boolean;
  error?: string;
  isDisabled: boolean;
  onChoose: (slot: ClaimFileSlot, file: File) => void;
  onRemove: (slot: ClaimFileSlot) => void;
}

function ClaimFileSlotInput({ slot, stored, chosen, preparing, error, isDisabled, onChoose, onRemove }: SlotProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages[`slot_${slot}`]);
  const describedBy = `claim-file-${slot}-state`;
  return (
    <li className="claim-form__file" data-slot={slot}>
      <span className="field__label">{label}</span>
      {stored?.thumbnailUrl && !chosen && <img src={stored.thumbnailUrl} alt={label} width={96} height={72} />}
      <span id={describedBy} className="claim-form__file-state">
        {preparing && intl.formatMessage(messages.preparing)}
        {!preparing && chosen && chosen.originalSize > chosen.file.size && intl.formatMessage(messages.compressedFile, { name: chosen.file.name, size: formatBytes(intl, chosen.file.size), originalSize: formatBytes(intl, chosen.originalSize) })}
        {!preparing && chosen && chosen.originalSize <= chosen.file.size && intl.formatMessage(messages.chosenFile, { name: chosen.file.name, size: formatBytes(intl, chosen.file.size) })}
        {!preparing && !chosen && stored && intl.formatMessage(messages.storedFile, { name: stored.fileName })}
      </span>
      <span className="claim-form__file-actions">
        <FileTrigger acceptedFileTypes={claimSlotExtensions(slot).map((extension) => `.${extension}`)} onSelect={(files) => files?.[0] && onChoose(slot, files[0])}>
          <Button variant="secondary" isDisabled={isDisabled || preparing} aria-label={intl.formatMessage(messages.chooseFile, { slot: label })} aria-describedby={describedBy}>
            {label}
          </Button>
        </FileTrigger>
        {chosen && (
          <Button variant="secondary" onPress={() => onRemove(slot)} isDisabled={isDisabled} aria-label={intl.formatMessage(messages.removeFile, { slot: label })}>
            ×
          </Button>
        )}
      </span>
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

export interface ClaimFileSlotsProps {
  kind: ClaimProductCategory;
  stored: readonly ClaimStoredFile[];
  chosen: Partial<Record<ClaimFileSlot, ChosenClaimFile>>;
  preparing: readonly ClaimFileSlot[];
  errors: Record<string, string>;
  isDisabled: boolean;
  onChoose: (slot: ClaimFileSlot, file: File) => void;
  onRemove: (slot: ClaimFileSlot) => void;
}

/** The claim's file slots: invoice and ID card, the six photos, the video and the additional documents. */
export function ClaimFileSlots({ kind, stored, chosen, preparing, errors, isDisabled, onChoose, onRemove }: ClaimFileSlotsProps) {
  const intl = useIntl();
  const slot = (name: ClaimFileSlot) => (
    <ClaimFileSlotInput
      key={name}
      slot={name}
      stored={stored.find((file) => file.slot === name)}
      chosen={chosen[name]}
      preparing={preparing.includes(name)}
      error={errors[name]}
      isDisabled={isDisabled}
      onChoose={onChoose}
      onRemove={onRemove}
    />
  );
  return (
    <fieldset className="claim-form__files">
      <legend>{intl.formatMessage(messages.files)}</legend>
      <p>{intl.formatMessage(messages.filesHint)}</p>
      <p>{intl.formatMessage(kind === 'bike' ? messages.bikePhotoHint : messages.paaPhotoHint)}</p>
      <ul>{(['invoice', 'idCard', ...CLAIM_PHOTO_SLOTS, 'video'] as const).map(slot)}</ul>
      <h3 className="claim-form__subheading">{intl.formatMessage(messages.additionalDocs)}</h3>
      <ul>{CLAIM_ADDITIONAL_DOC_SLOTS.map(slot)}</ul>
    </fieldset>
  );
}

/** How much of the claim's request has gone out, in bytes. */
export function ClaimUploadProgress({ progress }: { progress: UploadProgress }) {
  const intl = useIntl();
  const valueLabel = intl.formatMessage(messages.uploaded, { current: formatBytes(intl, progress.currentBytes), max: formatBytes(intl, progress.maxBytes) });
  return (
    <ProgressBar className="claim-form__progress" value={progress.currentBytes} maxValue={Math.max(progress.maxBytes, 1)} valueLabel={valueLabel}>
      {({ percentage }) => (
        <>
          <Label className="field__label">{intl.formatMessage(messages.uploading)}</Label>
          <span className="claim-form__progress-value">{valueLabel}</span>
          <span className="claim-form__progress-track" aria-hidden="true">
            <span className="claim-form__progress-fill" style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
