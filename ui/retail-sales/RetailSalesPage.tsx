import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RetailSale } from '../../application/portal/frames/ports';
import { registrationDeletable, RETAIL_SALE_FILTERS, type RetailSaleFilter } from '../../domain/retail-sales/retail-sale-status';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ClampedText } from '../components/ClampedText';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { DataTableColumn } from '../components/DataTable';
import { FileDownloadButton } from '../components/FileDownloadButton';
import { saveInBrowser } from '../components/save-in-browser';
import { SelectField } from '../components/SelectField';
import { ServerPagedTable } from '../components/ServerPagedTable';
import { usePagedListAddress } from '../components/use-paged-list-address';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { FrameRegistrationForm } from './FrameRegistrationForm';
import { useRetailSalesQuery } from './retail-sales-api';
import { frameRefusalText, retailSaleFilterMessages, retailSalesMessages as messages } from './retail-sales-messages';
import { frameRegistrationDeleted, warrantyDownloaded } from './retail-sales-thunks';
import './retail-sales.css';


type Feedback = { tone: 'info' | 'error'; text: string };

function isFilter(value: string | null): value is RetailSaleFilter {
  return value !== null && (RETAIL_SALE_FILTERS as readonly string[]).includes(value);
}

function StatusChip({ sale }: { sale: RetailSale }) {
  const intl = useIntl();
  return <span className={`retail-sale-status retail-sale-status--${sale.status}`}>{intl.formatMessage(retailSaleFilterMessages[sale.status])}</span>;
}

/**
 * The dealer's retail sales (/retail-sales): its registered frames in each status on their way into the brand's
 * records, searched, filtered and paged by the service; a complete sale's warranty certificate downloads as PDF. A
 * sold frame is registered here, and a registration the brand is not processing can be deleted.
 */
export function RetailSalesPage() {
  const intl = useIntl();
  const days = useFormatDate('UTC');
  const dispatch = useAppDispatch();
  const { search, filter: requested, page, typed, setTyped, pageSize, setPageSize, show } = usePagedListAddress('status');
  const status: RetailSaleFilter = isFilter(requested) ? requested : 'all';
  const [registering, setRegistering] = useState(false);
  const [deleting, setDeleting] = useState<RetailSale | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const list = useRetailSalesQuery({ page, limit: pageSize, search, status, brand: '' });

  async function deleteRegistration(sale: RetailSale) {
    setBusy(true);
    const outcome = await dispatch(frameRegistrationDeleted(sale));
    setBusy(false);
    setDeleting(null);
    if (outcome.ok) setFeedback({ tone: 'info', text: intl.formatMessage(messages.deleted) });
    else setFeedback({ tone: 'error', text: frameRefusalText(intl, outcome.error[0]!, 'failed_delete_frame') });
  }

  async function download(sale: RetailSale) {
    const outcome = await dispatch(warrantyDownloaded(sale));
    if (outcome.ok) saveInBrowser(outcome.file);
    return outcome.ok;
  }

  const columns: DataTableColumn<RetailSale>[] = [
    { id: 'frameNumber', header: intl.formatMessage(messages.frameNumber), isRowHeader: true, cell: (sale) => sale.frameNumber, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (sale) => (
        <>
          <StatusChip sale={sale} />
          {sale.failureReason && <ClampedText text={intl.formatMessage(messages.refused, { reason: sale.failureReason })} />}
        </>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.statusChip,
    },
    { id: 'soldDate', header: intl.formatMessage(messages.soldDate), cell: (sale) => days.date(sale.soldDate), priority: 'high', minWidth: COLUMN_WIDTHS.date },
    {
      id: 'consumer',
      header: intl.formatMessage(messages.consumer),
      cell: (sale) => <ClampedText text={sale.useAccountData || sale.nonRetail ? intl.formatMessage(messages.nonRetail) : `${sale.consumer.name}, ${sale.consumer.city}`} />,
      priority: 'medium',
      minWidth: COLUMN_WIDTHS.name,
    },
    { id: 'model', header: intl.formatMessage(messages.model), cell: (sale) => <ClampedText text={`${sale.brand} · ${sale.articleName}`} />, priority: 'low', minWidth: COLUMN_WIDTHS.name },
    {
      id: 'actions',
      header: intl.formatMessage(messages.actions),
      cell: (sale) => (
        <div className="retail-sale-actions">
          {sale.warrantyAvailable && <FileDownloadButton fileName={intl.formatMessage(messages.warrantyFile, { frameNumber: sale.frameNumber })} onDownload={() => download(sale)} />}
          {registrationDeletable(sale.status) && (
            <Button variant="secondary" onPress={() => setDeleting(sale)} aria-label={intl.formatMessage(messages.delete, { frameNumber: sale.frameNumber })}>
              {intl.formatMessage(messages.deleteShort)}
            </Button>
          )}
        </div>
      ),
      priority: 'essential',
      minWidth: 220,
    },
  ];

  const title = intl.formatMessage(routeTitleMessages['route_title_retail-sales']);
  if (registering) {
    return (
      <AreaFrame title={title}>
        <FrameRegistrationForm
          onCancel={() => setRegistering(false)}
          onRegistered={(frameNumber) => {
            setFeedback({ tone: 'info', text: intl.formatMessage(messages.registered, { frameNumber }) });
            setRegistering(false);
          }}
        />
      </AreaFrame>
    );
  }
  return (
    <AreaFrame title={title} actions={<Button onPress={() => setRegistering(true)}>{intl.formatMessage(messages.register)}</Button>}>
      <div className="retail-sales">
        {feedback && (
          <Toast tone={feedback.tone} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Toast>
        )}
        <div className="retail-sales__filters">
          <SelectField
            label={intl.formatMessage(messages.statuses)}
            options={RETAIL_SALE_FILTERS.map((filter) => ({ id: filter, label: intl.formatMessage(retailSaleFilterMessages[filter]) }))}
            value={status}
            onChange={(chosen) => show({ filter: isFilter(chosen) && chosen !== 'all' ? chosen : null })}
          />
          <TextField type="search" label={intl.formatMessage(messages.search)} value={typed} onChange={setTyped} />
        </div>
        <ServerPagedTable
          label={intl.formatMessage(messages.table)}
          columns={columns}
          rowKey={(sale) => sale.id}
          rowLabel={(sale) => sale.frameNumber}
          list={list}
          page={page}
          onPageChange={(next) => show({ page: next })}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          isFiltered={search !== ''}
          emptyTitle={intl.formatMessage(messages.empty)}
          failedTitle={intl.formatMessage(messages.listFailed)}
        />
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(messages.deleteTitle, { frameNumber: deleting?.frameNumber ?? '' })}
        message={intl.formatMessage(messages.deleteText)}
        confirmLabel={intl.formatMessage(messages.deleteShort)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        isPending={busy}
        onConfirm={() => deleting && void deleteRegistration(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </AreaFrame>
  );
}
