import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { SheetRowAnswer, SheetUploadAnswer, ThirdPartySheetKind } from '../../application/portal/third-party/ports';
import { PRODUCT_SHEET_COLUMNS, STOCK_SHEET_COLUMNS } from '../../domain/third-party/upload-rows';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { messageDescriptors } from '../i18n/message-descriptors';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { refusalMessage, rowErrorMessages, sharedMessages } from './third-party-messages';
import { sheetUploaded } from './third-party-thunks';
import './third-party.css';

const messages = messageDescriptors(
  defineMessages({
    stockTitle: { id: 'third_party_maintenance_stock', defaultMessage: 'Stock sheet' },
    productTitle: { id: 'third_party_maintenance_products', defaultMessage: 'Product sheet' },
    stockHelp: { id: 'third_party_maintenance_stock_help', defaultMessage: 'Sets the stock of articles you already sell. An Excel workbook (.xlsx) whose first row names the columns: {columns}.' },
    productHelp: { id: 'third_party_maintenance_products_help', defaultMessage: 'Adds articles or replaces those of the same code. An Excel workbook (.xlsx) whose first row names the columns: {columns}.' },
    allOrNothing: { id: 'third_party_maintenance_all_or_nothing', defaultMessage: 'A sheet is applied only when every row is correct; otherwise nothing changes and each row’s result is listed.' },
    uploadStock: { id: 'third_party_maintenance_upload_stock', defaultMessage: 'Upload stock sheet' },
    uploadProducts: { id: 'third_party_maintenance_upload_products', defaultMessage: 'Upload product sheet' },
    uploading: { id: 'third_party_maintenance_uploading', defaultMessage: 'Uploading…' },
    applied: { id: 'third_party_maintenance_applied', defaultMessage: 'The sheet was applied: {count, plural, one {# article} other {# articles}} updated.' },
    refused: { id: 'third_party_maintenance_refused', defaultMessage: 'Nothing was changed: {count, plural, one {# row needs} other {# rows need}} correcting.' },
    missingColumns: { id: 'third_party_maintenance_missing_columns', defaultMessage: 'Nothing was changed: the sheet lacks the columns {columns}.' },
    rows: { id: 'third_party_maintenance_rows', defaultMessage: 'Rows of the sheet' },
    row: { id: 'third_party_maintenance_row', defaultMessage: 'Row' },
    result: { id: 'third_party_maintenance_result', defaultMessage: 'Result' },
    pages: { id: 'third_party_maintenance_pages', defaultMessage: 'Pages of the rows: {sheet}' },
    rowOk: { id: 'third_party_maintenance_row_ok', defaultMessage: 'Correct' },
  }),
);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function SheetUpload({ kind }: { kind: ThirdPartySheetKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: true; value: SheetUploadAnswer } | { ok: false; error: string } | null>(null);
  const stock = kind === 'stock';
  const headingId = `third-party-sheet-${kind}`;
  const upload = async (file: File) => {
    setBusy(true);
    setAnswer(await dispatch(sheetUploaded(kind, file)));
    setBusy(false);
  };
  const columns: DataTableColumn<SheetRowAnswer>[] = [
    { id: 'row', header: intl.formatMessage(messages.row), isRowHeader: true, cell: (row) => row.row, priority: 'essential', minWidth: COLUMN_WIDTHS.quantity },
    { id: 'article', header: intl.formatMessage(sharedMessages.article), cell: (row) => row.articleCode, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
    {
      id: 'result',
      header: intl.formatMessage(messages.result),
      cell: (row) => (row.ok ? intl.formatMessage(messages.rowOk) : <span className="third-party__row-error">{intl.formatMessage(rowErrorMessages[row.error], { column: row.column })}</span>),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.address,
    },
  ];
  const judged = answer?.ok ? answer.value : null;
  const refusedRows = judged ? judged.rows.filter((row) => !row.ok).length : 0;

  return (
    <section className="third-party__sheet" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(stock ? messages.stockTitle : messages.productTitle)}</h2>
      <p>{intl.formatMessage(stock ? messages.stockHelp : messages.productHelp, { columns: (stock ? STOCK_SHEET_COLUMNS : PRODUCT_SHEET_COLUMNS).join(', ') })}</p>
      <FileTrigger acceptedFileTypes={[XLSX_TYPE, '.xlsx']} onSelect={(files) => files?.[0] && void upload(files[0])}>
        <Button isDisabled={busy}>{intl.formatMessage(busy ? messages.uploading : stock ? messages.uploadStock : messages.uploadProducts)}</Button>
      </FileTrigger>
      {answer && !answer.ok && (
        <p role="alert" className="third-party__error">
          {intl.formatMessage(refusalMessage(answer.error, 'failed_upload_third_party'))}
        </p>
      )}
      {judged && (
        <p role={judged.applied ? 'status' : 'alert'} className={judged.applied ? 'third-party__notice' : 'third-party__error'}>
          {judged.missingColumns.length > 0
            ? intl.formatMessage(messages.missingColumns, { columns: judged.missingColumns.join(', ') })
            : judged.applied
              ? intl.formatMessage(messages.applied, { count: judged.rows.length })
              : intl.formatMessage(messages.refused, { count: refusedRows })}
        </p>
      )}
      {judged && judged.rows.length > 0 && (
        <DataTable label={`${intl.formatMessage(messages.rows)}: ${intl.formatMessage(stock ? messages.stockTitle : messages.productTitle)}`} columns={columns} rows={judged.rows} rowKey={(row) => String(row.row)} rowLabel={(row) => String(row.row)} paginationLabel={intl.formatMessage(messages.pages, { sheet: intl.formatMessage(stock ? messages.stockTitle : messages.productTitle) })} />
      )}
    </section>
  );
}

/** Article maintenance (/3rd-party/article-maintenance): a vendor's users upload stock and product sheets, applied whole or not at all. */
export function ArticleMaintenancePage() {
  const intl = useIntl();
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_3rd-party-article-maintenance'])}>
      <div className="third-party">
        <p>{intl.formatMessage(messages.allOrNothing)}</p>
        <SheetUpload kind="stock" />
        <SheetUpload kind="product" />
      </div>
    </AreaFrame>
  );
}
