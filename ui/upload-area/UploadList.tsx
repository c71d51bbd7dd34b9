import { useIntl } from 'react-intl';
import type { UploadAreaUpload, UploadRowResult } from '../../application/portal/upload-area/ports';
import { UPLOAD_ALBUM_RULES } from '../../domain/upload-area/upload-albums';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { useFormatDate } from '../i18n/use-formatters';
import { rowReasonText, uploadAlbumMessages, uploadAreaMessages as messages, uploadRefusalText } from './upload-area-messages';

function StatusText({ upload }: { upload: UploadAreaUpload }) {
  const intl = useIntl();
  if (upload.status === 'processing') return <>{intl.formatMessage(messages.processing, { progress: upload.progress })}</>;
  if (upload.status === 'processed') {
    const accepted = upload.rows.filter((row) => row.accepted).length;
    return <>{intl.formatMessage(messages.processed, { accepted, refused: upload.rows.length - accepted })}</>;
  }
  if (upload.status === 'failed') {
    const reason = upload.failureReason ? uploadRefusalText(intl, upload.failureReason, UPLOAD_ALBUM_RULES[upload.album]) : '';
    return <>{`${intl.formatMessage(messages.failed)} ${reason}`.trim()}</>;
  }
  return <>{intl.formatMessage(messages[upload.status])}</>;
}

function RowResults({ upload }: { upload: UploadAreaUpload }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const columns: DataTableColumn<UploadRowResult>[] = [
    { id: 'row', header: intl.formatMessage(messages.row), cell: (row) => intl.formatNumber(row.row), priority: 'essential', minWidth: COLUMN_WIDTHS.quantity },
    { id: 'frameNumber', header: intl.formatMessage(messages.frameNumber), isRowHeader: true, cell: (row) => row.frameNumber, priority: 'essential', minWidth: COLUMN_WIDTHS.reference },
    {
      id: 'result',
      header: intl.formatMessage(messages.result),
      cell: (row) => (row.accepted || !row.reason ? intl.formatMessage(messages.accepted) : intl.formatMessage(messages.refused, { reason: rowReasonText(intl, row.reason, row.column) })),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.address,
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage(messages.rows, { fileName: upload.fileName })}
      paginationLabel={intl.formatMessage(messages.rowPages, { fileName: upload.fileName, at: dates.dateTime(upload.createdAt) })}
      columns={columns}
      rows={upload.rows}
      rowKey={(row) => String(row.row)}
    />
  );
}

/** The user's uploads, newest first: each with its album, status and, once processed, the result of every row. */
export function UploadList({ uploads }: { uploads: readonly UploadAreaUpload[] }) {
  const intl = useIntl();
  const dates = useFormatDate();
  return (
    <ul className="upload-area__uploads">
      {uploads.map((upload) => (
        <li key={upload.id} className="upload-area__upload">
          <h3 className="upload-area__file-name">{upload.fileName}</h3>
          <p className="upload-area__facts">
            {intl.formatMessage(uploadAlbumMessages[upload.album].name)} · {intl.formatMessage(messages.uploadedAt, { at: dates.dateTime(upload.createdAt) })} ·{' '}
            <span className="upload-area__status">
              <StatusText upload={upload} />
            </span>
          </p>
          {upload.rows.length > 0 ? <RowResults upload={upload} /> : null}
        </li>
      ))}
    </ul>
  );
}
