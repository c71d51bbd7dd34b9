import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { UserAuditEntry } from '../../application/portal/user-administration/ports';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { MISSING_VALUE, useFormatDate } from '../i18n/use-formatters';
import { userAuditMessages } from './user-audit-messages';
import { useUserAuditLogQuery } from './users-api';

const ACTIONS = ['create', 'update', 'delete', 'password_link_sent'] as const;

function stateText(value: unknown): string {
  if (value === undefined || value === null || value === '') return MISSING_VALUE;
  return Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The administrative changes to a user, newest first: who changed what, when, and each field before and after. */
export function UserAuditLog({ userId }: { userId: string }) {
  const intl = useIntl();
  const { dateTime } = useFormatDate();
  const headingId = useId();
  const log = useUserAuditLogQuery(userId);
  const title = intl.formatMessage(userAuditMessages.title);

  const columns: DataTableColumn<UserAuditEntry>[] = [
    { id: 'at', header: intl.formatMessage(userAuditMessages.when), isRowHeader: true, priority: 'essential', cell: (entry) => dateTime(entry.at) },
    { id: 'by', header: intl.formatMessage(userAuditMessages.by), priority: 'essential', cell: (entry) => entry.actorUsername },
    {
      id: 'action',
      header: intl.formatMessage(userAuditMessages.action),
      priority: 'high',
      cell: (entry) => {
        const action = ACTIONS.find((known) => known === entry.action);
        return action ? intl.formatMessage(userAuditMessages[action]) : entry.action;
      },
    },
    {
      id: 'fields',
      header: intl.formatMessage(userAuditMessages.fields),
      priority: 'high',
      cell: (entry) =>
        entry.changedFields
          .map((field) => intl.formatMessage(userAuditMessages.fieldChange, { field, before: stateText(entry.before?.[field]), after: stateText(entry.after?.[field]) }))
          .join('; ') || MISSING_VALUE,
    },
  ];

  return (
    <section className="user-admin__audit" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {log.isLoading ? (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      ) : log.data && log.data.length > 0 ? (
        <DataTable label={title} columns={columns} rows={log.data} rowKey={(entry) => entry.id} />
      ) : (
        <p>{intl.formatMessage(userAuditMessages.empty)}</p>
      )}
    </section>
  );
}
