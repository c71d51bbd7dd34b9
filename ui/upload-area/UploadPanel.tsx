import { useId } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { UploadAlbumOffer, UploadBytes } from '../../application/portal/upload-area/ports';
import type { UploadAlbum } from '../../domain/upload-area/upload-albums';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { Toast } from '../components/Toast';
import { megabytes, uploadAlbumMessages, uploadAreaMessages as messages, uploadRefusalText } from './upload-area-messages';

/** Where the file being sent stands, as the page shows it. */
export type UploadPanelState =
  | { kind: 'idle' }
  | { kind: 'uploading'; bytes: UploadBytes }
  | { kind: 'paused'; bytes: UploadBytes }
  | { kind: 'interrupted'; bytes: UploadBytes }
  | { kind: 'refused'; reason: string }
  | { kind: 'uploaded' };

export interface UploadPanelProps {
  albums: readonly UploadAlbumOffer[];
  album: UploadAlbum | null;
  onAlbum(album: UploadAlbum): void;
  state: UploadPanelState;
  onFile(file: File | null): void;
  onStart(): void;
  onPause(): void;
  onResume(): void;
}

function UploadProgress({ bytes }: { bytes: UploadBytes }) {
  const intl = useIntl();
  const valueLabel = intl.formatMessage(messages.progressValue, { current: megabytes(intl, bytes.currentBytes), max: megabytes(intl, bytes.maxBytes) });
  return (
    <ProgressBar className="upload-area__bar" value={bytes.currentBytes} maxValue={Math.max(bytes.maxBytes, 1)} valueLabel={valueLabel}>
      {({ percentage, valueText }) => (
        <>
          <Label>{intl.formatMessage(messages.progress)}</Label>
          <span className="upload-area__bar-value">{valueText}</span>
          <div className="upload-area__bar-track">
            <div className="upload-area__bar-fill" style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

/**
 * The upload form: an album, a file, and the file's way to the service with its progress in bytes; a running upload
 * can be paused, and a paused or interrupted one resumed where the service's copy ends.
 */
export function UploadPanel({ albums, album, onAlbum, state, onFile, onStart, onPause, onResume }: UploadPanelProps) {
  const intl = useIntl();
  const fileId = useId();
  const hintId = useId();
  const rules = albums.find((offer) => offer.album === album);
  const sending = state.kind === 'uploading' || state.kind === 'paused' || state.kind === 'interrupted';
  if (albums.length === 0) return <p>{intl.formatMessage(messages.noAlbums)}</p>;
  return (
    <form
      className="upload-area__form"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <SelectField
        label={intl.formatMessage(messages.album)}
        options={albums.map((offer) => ({ id: offer.album, label: intl.formatMessage(uploadAlbumMessages[offer.album].name) }))}
        value={album}
        onChange={(value) => value && onAlbum(value as UploadAlbum)}
      />
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {intl.formatMessage(messages.file)}
        </label>
        <input id={fileId} type="file" accept={rules?.extensions.join(',')} aria-describedby={hintId} disabled={sending} onChange={(event) => onFile(event.target.files?.[0] ?? null)} />
        {rules && album ? (
          <span id={hintId} className="field__description">
            {intl.formatMessage(uploadAlbumMessages[album].hint, { extensions: rules.extensions.join(', '), maxSize: megabytes(intl, rules.maxBytes) })}
          </span>
        ) : null}
      </div>
      <div className="upload-area__actions">
        {!sending ? <Button type="submit">{intl.formatMessage(messages.start)}</Button> : null}
        {state.kind === 'uploading' ? (
          <Button variant="secondary" onPress={onPause}>
            {intl.formatMessage(messages.pause)}
          </Button>
        ) : null}
        {state.kind === 'paused' || state.kind === 'interrupted' ? <Button onPress={onResume}>{intl.formatMessage(messages.resume)}</Button> : null}
      </div>
      {sending ? <UploadProgress bytes={state.bytes} /> : null}
      {state.kind === 'paused' ? <p role="status">{intl.formatMessage(messages.paused)}</p> : null}
      {state.kind === 'interrupted' ? <Toast tone="error">{intl.formatMessage(messages.interrupted)}</Toast> : null}
      {state.kind === 'refused' ? <Toast tone="error">{uploadRefusalText(intl, state.reason, rules ?? { extensions: [], maxBytes: 0 })}</Toast> : null}
      {state.kind === 'uploaded' ? <Toast tone="info">{intl.formatMessage(messages.uploaded)}</Toast> : null}
    </form>
  );
}
