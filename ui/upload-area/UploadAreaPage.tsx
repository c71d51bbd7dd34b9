import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ResumableUpload } from '../../application/portal/upload-area/ports';
import type { UploadAlbum } from '../../domain/upload-area/upload-albums';
import { AreaFrame } from '../components/AreaFrame';
import { EmptyState } from '../components/EmptyState';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { useUploadAlbumsQuery, useUploadsQuery } from './upload-area-api';
import { uploadAreaMessages as messages } from './upload-area-messages';
import { uploadStarted } from './upload-area-thunks';
import { UploadList } from './UploadList';
import { UploadPanel, type UploadPanelState } from './UploadPanel';
import './upload-area.css';

/** How often the list is asked again while an upload waits for or is in processing, so its status moves. */
const PROCESSING_POLL_MS = 2_000;

/**
 * The upload area (/upload-area): the albums the user may upload into, a large file sent resumably with its
 * progress in bytes (pause, resume, and resume after a dropped connection), and the user's uploads with each
 * album's processing result per row.
 */
export function UploadAreaPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const albums = useUploadAlbumsQuery();
  const [pollingInterval, setPollingInterval] = useState(0);
  const list = useUploadsQuery(undefined, { pollingInterval });
  const uploads = list.data ?? [];
  const unfinished = uploads.some((upload) => upload.status === 'queued' || upload.status === 'processing');
  if (unfinished !== (pollingInterval > 0)) setPollingInterval(unfinished ? PROCESSING_POLL_MS : 0);
  const [chosenAlbum, setChosenAlbum] = useState<UploadAlbum | null>(null);
  const album = chosenAlbum ?? albums.data?.[0]?.album ?? null;
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadPanelState>({ kind: 'idle' });
  const running = useRef<ResumableUpload | null>(null);

  const start = () => {
    if (!album || !file) return setState({ kind: 'refused', reason: album ? 'upload_file_name' : 'upload_album_unknown' });
    let last = { currentBytes: 0, maxBytes: file.size };
    setState({ kind: 'uploading', bytes: last });
    const started = dispatch(
      uploadStarted(file, album, {
        onProgress: (bytes) => {
          last = bytes;
          setState((current) => (current.kind === 'paused' ? { kind: 'paused', bytes } : { kind: 'uploading', bytes }));
        },
        onSuccess: () => {
          running.current = null;
          setState({ kind: 'uploaded' });
        },
        onError: (reason) => setState(reason ? { kind: 'refused', reason } : { kind: 'interrupted', bytes: last }),
      }),
    );
    if (!started.ok) return setState({ kind: 'refused', reason: started.error });
    running.current = started.value;
  };
  const pause = async () => {
    if (state.kind !== 'uploading') return;
    setState({ kind: 'paused', bytes: state.bytes });
    await running.current?.pause();
  };
  const resume = () => {
    if (state.kind !== 'paused' && state.kind !== 'interrupted') return;
    setState({ kind: 'uploading', bytes: state.bytes });
    running.current?.resume();
  };

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_upload-area'])}>
      {albums.data ? (
        <UploadPanel
          albums={albums.data}
          album={album}
          onAlbum={setChosenAlbum}
          state={state}
          onFile={(picked) => {
            setFile(picked);
            if (state.kind === 'refused' || state.kind === 'uploaded') setState({ kind: 'idle' });
          }}
          onStart={start}
          onPause={() => void pause()}
          onResume={resume}
        />
      ) : null}
      <h2 className="upload-area__heading">{intl.formatMessage(messages.uploads)}</h2>
      {list.isError ? <EmptyState type="custom" title={intl.formatMessage(messages.listFailed)} /> : null}
      {list.data && uploads.length === 0 ? <EmptyState type="custom" title={intl.formatMessage(messages.empty)} /> : null}
      {uploads.length > 0 ? <UploadList uploads={uploads} /> : null}
    </AreaFrame>
  );
}
