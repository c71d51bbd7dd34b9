import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Pdi } from '../../application/portal/pdi/ports';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ClampedText } from '../components/ClampedText';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { DataTableColumn } from '../components/DataTable';
import { ServerPagedTable } from '../components/ServerPagedTable';
import { usePagedListAddress } from '../components/use-paged-list-address';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { usePdisQuery } from './pdi-api';
import { pdiMessages as messages, pdiRefusalText } from './pdi-messages';
import { pdiDeletedOrRestored } from './pdi-thunks';
import { PdiForm } from './PdiForm';
import './pdi.css';

type Feedback = { tone: 'info' | 'error'; text: string };

function OutcomeBadge({ pdi }: { pdi: Pdi }) {
  const intl = useIntl();
  return <span className={`pdi-outcome pdi-outcome--${pdi.outcome}`}>{intl.formatMessage(pdi.outcome === 'ready' ? messages.ready : messages.notReady)}</span>;
}

function ListChoice({ deleted, href }: { deleted: boolean; href: (deleted: boolean) => string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.lists)} className="pdi-lists">
      {[false, true].map((choice) => (
        <Link key={String(choice)} className="pdi-lists__tab" href={href(choice)} aria-current={choice === deleted ? 'page' : undefined}>
          {intl.formatMessage(choice ? messages.deletedList : messages.current)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The dealer's pre-delivery inspections (/pdi): the current ones or the deleted ones, searched and paged by the
 * service; a new inspection, a change, a deletion and a restore, each confirmed by a message.
 */
export function PdiPage() {
  const intl = useIntl();
  const dates = useFormatDate();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const { search, filter, page, typed, setTyped, pageSize, setPageSize, show } = usePagedListAddress('deleted');
  const deleted = filter === '1';
  const [editing, setEditing] = useState<Pdi | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Pdi | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const list = usePdisQuery({ page, limit: pageSize, search, deleted });

  const href = (choice: boolean) => `${localePath('/pdi')}${choice ? '?deleted=1' : ''}`;

  async function setDeletedOf(pdi: Pdi, toDeleted: boolean) {
    setBusy(true);
    const outcome = await dispatch(pdiDeletedOrRestored(pdi, toDeleted));
    setBusy(false);
    setDeleting(null);
    if (outcome.ok) setFeedback({ tone: 'info', text: intl.formatMessage(toDeleted ? messages.deleted : messages.restored) });
    else setFeedback({ tone: 'error', text: pdiRefusalText(intl, outcome.error[0]!, toDeleted ? 'failed_delete_pdi' : 'failed_restore_pdi') });
  }

  const columns: DataTableColumn<Pdi>[] = [
    { id: 'frameNumber', header: intl.formatMessage(messages.frameNumber), isRowHeader: true, cell: (pdi) => pdi.frameNumber, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
    { id: 'outcome', header: intl.formatMessage(messages.outcome), cell: (pdi) => <OutcomeBadge pdi={pdi} />, priority: 'essential', minWidth: COLUMN_WIDTHS.longStatusChip },
    { id: 'inspectedOn', header: intl.formatMessage(messages.inspectedOn), cell: (pdi) => dates.dateTime(pdi.createdAt), priority: 'high', minWidth: COLUMN_WIDTHS.dateTime },
    { id: 'articleCode', header: intl.formatMessage(messages.articleCode), cell: (pdi) => pdi.articleCode, priority: 'high' },
    { id: 'mechanic', header: intl.formatMessage(messages.mechanic), cell: (pdi) => <ClampedText text={pdi.mechanic} />, priority: 'medium', minWidth: COLUMN_WIDTHS.name },
    { id: 'merchandise', header: intl.formatMessage(messages.merchandise), cell: (pdi) => `${pdi.brand} · ${pdi.merchandise}`, priority: 'low', minWidth: COLUMN_WIDTHS.name },
    {
      id: 'actions',
      header: intl.formatMessage(messages.actions),
      cell: (pdi) =>
        pdi.deletedAt ? (
          <Button variant="secondary" onPress={() => void setDeletedOf(pdi, false)} isDisabled={busy} aria-label={intl.formatMessage(messages.restore, { frameNumber: pdi.frameNumber })}>
            {intl.formatMessage(messages.restoreShort)}
          </Button>
        ) : (
          <div className="pdi-row-actions">
            <Button variant="secondary" onPress={() => setEditing(pdi)} aria-label={intl.formatMessage(messages.edit, { frameNumber: pdi.frameNumber })}>
              {intl.formatMessage(messages.editShort)}
            </Button>
            <Button variant="secondary" onPress={() => setDeleting(pdi)} aria-label={intl.formatMessage(messages.delete, { frameNumber: pdi.frameNumber })}>
              {intl.formatMessage(messages.deleteConfirm)}
            </Button>
          </div>
        ),
      priority: 'essential',
      minWidth: 200,
    },
  ];

  const title = intl.formatMessage(routeTitleMessages.route_title_pdi);
  if (editing) {
    return (
      <AreaFrame title={title}>
        <PdiForm
          pdi={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setFeedback({ tone: 'info', text: intl.formatMessage(editing === 'new' ? messages.created : messages.updated) });
            setEditing(null);
          }}
        />
      </AreaFrame>
    );
  }
  return (
    <AreaFrame title={title} actions={<Button onPress={() => setEditing('new')}>{intl.formatMessage(messages.create)}</Button>}>
      <div className="pdi">
        {feedback && (
          <Toast tone={feedback.tone} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Toast>
        )}
        <ListChoice deleted={deleted} href={href} />
        <TextField type="search" label={intl.formatMessage(messages.search)} value={typed} onChange={setTyped} />
        <ServerPagedTable
          label={intl.formatMessage(messages.table)}
          columns={columns}
          rowKey={(pdi) => pdi.id}
          rowLabel={(pdi) => pdi.frameNumber}
          list={list}
          page={page}
          onPageChange={(next) => show({ page: next })}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          isFiltered={search !== ''}
          emptyTitle={intl.formatMessage(deleted ? messages.deletedEmpty : messages.empty)}
          failedTitle={intl.formatMessage(messages.listFailed)}
        />
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(messages.deleteTitle, { frameNumber: deleting?.frameNumber ?? '' })}
        message={intl.formatMessage(messages.deleteText)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        isPending={busy}
        onConfirm={() => deleting && void setDeletedOf(deleting, true)}
        onCancel={() => setDeleting(null)}
      />
    </AreaFrame>
  );
}
