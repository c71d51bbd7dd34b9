import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MassCreationReport } from '../../application/portal/user-administration/ports';
import { refused, type Result } from '../../domain/shared/result';
import { fieldPath, userError } from '../../domain/shared/user-error';
import { MASS_USER_COLUMNS, MASS_USER_MAX_ROWS } from '../../domain/user-administration/mass-user-rows';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { LinkButton } from '../components/LinkButton';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useCreateUsersMutation } from './users-api';
import { userRefusalText, usersMessages } from './users-messages';
import './user-administration.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type RefusedRow = MassCreationReport['refusedRows'][number];

/** The outcome of an upload: how many users were created, and each refused row with why. */
export function MassCreationOutcome({ report }: { report: MassCreationReport }) {
  const intl = useIntl();
  const columns: DataTableColumn<RefusedRow>[] = [
    { id: 'row', header: intl.formatMessage(usersMessages.massRow), isRowHeader: true, priority: 'essential', minWidth: 70, cell: (row) => row.row },
    {
      id: 'errors',
      header: intl.formatMessage(usersMessages.massErrors),
      priority: 'essential',
      cell: (row) => (
        <ul className="user-admin__row-errors">
          {row.errors.map((error, index) => (
            <li key={index}>{[fieldPath(error), userRefusalText(intl, error)].filter(Boolean).join(': ')}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <p role="status">{intl.formatMessage(usersMessages.massCreated, { count: report.created.length })}</p>
      {report.refusedRows.length > 0 && (
        <>
          <p role="alert" className="user-admin__refusal">
            {intl.formatMessage(usersMessages.massRefused, { count: report.refusedRows.length })}
          </p>
          <DataTable
            label={intl.formatMessage(usersMessages.massRefusedTable)}
            columns={columns}
            rows={report.refusedRows}
            rowKey={(row) => String(row.row)}
            rowLabel={(row) => String(row.row)}
          />
        </>
      )}
    </>
  );
}

/** /admin/users/create-users-mass: one user per row of an uploaded spreadsheet; refused rows are reported, the others created. */
export function CreateUsersMassPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [createUsers, uploading] = useCreateUsersMutation();
  const [outcome, setOutcome] = useState<Result<MassCreationReport> | null>(null);
  const upload = async (file: File) => {
    setOutcome(null);
    const answer = await createUsers(file);
    setOutcome('data' in answer && answer.data ? answer.data : refused(userError([], 'failed_save_user')));
  };
  const back = (
    <LinkButton variant="secondary" href={localePath('/admin/users')}>
      {intl.formatMessage(usersMessages.back)}
    </LinkButton>
  );
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_admin-users-create-users-mass'])} actions={back}>
      <p>{intl.formatMessage(usersMessages.massHelp, { columns: MASS_USER_COLUMNS.join(', '), max: MASS_USER_MAX_ROWS })}</p>
      <FileTrigger acceptedFileTypes={[XLSX_TYPE, '.xlsx']} onSelect={(files) => files?.[0] && void upload(files[0])}>
        <Button isDisabled={uploading.isLoading}>{intl.formatMessage(uploading.isLoading ? usersMessages.massUploading : usersMessages.massChoose)}</Button>
      </FileTrigger>
      {outcome && !outcome.ok && (
        <p role="alert" className="user-admin__refusal">
          {outcome.error.map((error) => userRefusalText(intl, error)).join(' ')}
        </p>
      )}
      {outcome?.ok && <MassCreationOutcome report={outcome.value} />}
    </AreaFrame>
  );
}
