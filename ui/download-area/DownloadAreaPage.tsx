import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DownloadAreaRequest } from '../../application/portal/download-area/ports';
import { defaultDateRange, type DateRange } from '../../domain/dates/date-range';
import { DOWNLOAD_MODULES, type DownloadModule } from '../../domain/download-area/download-request';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { fileDownloadRequested } from '../store/file-download-thunk';
import { useDownloadAreaRequestsQuery } from './download-area-api';
import { downloadAreaMessages as messages, downloadAreaRefusalText } from './download-area-messages';
import { downloadRequested } from './download-area-thunks';

/** How often the list is asked again while an export is waiting or running, so its progress moves. */
const PROGRESS_POLL_MS = 2_000;

type Feedback = { tone: 'info' | 'error'; text: string };

function StatusText({ request }: { request: DownloadAreaRequest }) {
  const intl = useIntl();
  if (request.status === 'running') return <>{intl.formatMessage(messages.running, { progress: request.progress })}</>;
  if (request.status === 'completed') return <>{intl.formatMessage(messages.completed, { rows: request.rowCount ?? 0 })}</>;
  return <>{intl.formatMessage(messages[request.status])}</>;
}

/**
 * The download area (/download-area): a list and a period to export, the quota left today, and the earlier
 * requests with their status and progress; a finished one downloads as a spreadsheet.
 */
export function DownloadAreaPage({ today = new Date().toISOString().slice(0, 10) }: { today?: string }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const dispatch = useAppDispatch();
  const [module, setModule] = useState<DownloadModule>('invoices');
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(today, 'download'));
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pollingInterval, setPollingInterval] = useState(0);
  const list = useDownloadAreaRequestsQuery(undefined, { pollingInterval });
  const items = list.data?.items ?? [];
  const unfinished = items.some((item) => item.status === 'queued' || item.status === 'running');
  if (unfinished !== (pollingInterval > 0)) setPollingInterval(unfinished ? PROGRESS_POLL_MS : 0);

  const submit = async () => {
    setBusy(true);
    const outcome = await dispatch(downloadRequested(module, range, list.data?.quotaLeft ?? 0, list.data?.quota ?? 0));
    setBusy(false);
    setFeedback(outcome.ok ? { tone: 'info', text: intl.formatMessage(messages.requested) } : { tone: 'error', text: outcome.error.map((error) => downloadAreaRefusalText(intl, error)).join(' ') });
  };
  const download = async (request: DownloadAreaRequest) => {
    const saved = await dispatch(fileDownloadRequested(({ downloadAreaFile }) => downloadAreaFile(request)));
    if (!saved) setFeedback({ tone: 'error', text: intl.formatMessage(messages.downloadFailed) });
  };

  const columns: DataTableColumn<DownloadAreaRequest>[] = [
    { id: 'module', header: intl.formatMessage(messages.module), isRowHeader: true, cell: (item) => intl.formatMessage(messages[item.module]), priority: 'essential', minWidth: COLUMN_WIDTHS.name },
    { id: 'period', header: intl.formatMessage(messages.period), cell: (item) => `${dates.date(item.from)} – ${dates.date(item.to)}`, priority: 'high', minWidth: COLUMN_WIDTHS.address },
    { id: 'status', header: intl.formatMessage(messages.status), cell: (item) => <StatusText request={item} />, priority: 'essential', minWidth: COLUMN_WIDTHS.statusChip },
    { id: 'requestedAt', header: intl.formatMessage(messages.requestedAt), cell: (item) => dates.dateTime(item.requestedAt), priority: 'medium', minWidth: COLUMN_WIDTHS.dateTime },
    {
      id: 'file',
      header: intl.formatMessage(messages.download, { fileName: '' }),
      cell: (item) =>
        item.status === 'completed' ? (
          <Button variant="secondary" onPress={() => void download(item)}>
            {intl.formatMessage(messages.download, { fileName: item.fileName })}
          </Button>
        ) : null,
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.rowActions,
    },
  ];

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_download-area'])}>
      <form
        className="download-area-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField label={intl.formatMessage(messages.module)} options={DOWNLOAD_MODULES.map((id) => ({ id, label: intl.formatMessage(messages[id]) }))} value={module} onChange={(value) => value && setModule(value as DownloadModule)} />
        <TextField type="date" label={intl.formatMessage(messages.from)} value={range.from} onChange={(from) => setRange({ ...range, from })} />
        <TextField type="date" label={intl.formatMessage(messages.to)} value={range.to} onChange={(to) => setRange({ ...range, to })} />
        <Button type="submit" isDisabled={busy}>
          {intl.formatMessage(messages.request)}
        </Button>
      </form>
      {list.data ? <p>{intl.formatMessage(messages.quota, { left: list.data.quotaLeft, quota: list.data.quota })}</p> : null}
      {feedback ? (
        <Toast tone={feedback.tone} onClose={() => setFeedback(null)}>
          {feedback.text}
        </Toast>
      ) : null}
      {list.isError ? <EmptyState type="custom" title={intl.formatMessage(messages.listFailed)} /> : null}
      {list.data && items.length === 0 ? <EmptyState type="custom" title={intl.formatMessage(messages.empty)} /> : null}
      {items.length > 0 ? <DataTable label={intl.formatMessage(messages.table)} columns={columns} rows={items} rowKey={(item) => item.id} /> : null}
    </AreaFrame>
  );
}
