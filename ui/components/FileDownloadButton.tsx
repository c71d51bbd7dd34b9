import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';
import { Button } from './Button';
import './components.css';
import './data-table.css';

const messages = messageDescriptors(defineMessages({
  download: { id: 'file_download', defaultMessage: 'Download' },
  downloadNamed: { id: 'file_download_named', defaultMessage: 'Download {fileName}' },
  failed: { id: 'file_download_failed', defaultMessage: '{fileName} could not be downloaded. Please try again.' },
}));

export interface FileDownloadButtonProps {
  fileName: string;
  /** The button's words when "Download" alone would not say which file, as for an export. */
  label?: string;
  /** Downloads the file and hands it to the browser; answers whether it could. */
  onDownload: () => Promise<boolean>;
}

/**
 * A Download button for one file of a list: screen readers hear which file it downloads, it is busy while the file
 * comes, and a failed download is said in words beside it until the next try.
 */
export function FileDownloadButton({ fileName, label, onDownload }: FileDownloadButtonProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = async () => {
    setStatus('downloading');
    setStatus((await onDownload()) ? 'idle' : 'failed');
  };
  return (
    <span className="file-download">
      <Button variant="secondary" aria-label={label ?? intl.formatMessage(messages.downloadNamed, { fileName })} isPending={status === 'downloading'} onPress={() => void download()}>
        {label ?? intl.formatMessage(messages.download)}
      </Button>
      {status === 'failed' && (
        <span role="alert" className="file-download__failed">
          {intl.formatMessage(messages.failed, { fileName })}
        </span>
      )}
    </span>
  );
}
