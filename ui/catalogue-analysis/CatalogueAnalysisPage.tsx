import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ProductAnalysis } from '../../application/portal/catalogue-analysis/ports';
import { articleCodesIn, MAX_ANALYSED_ARTICLES } from '../../domain/catalogue/article-code-list';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAdministratorSorgsQuery, useProductAnalysisQuery, useSorgConfigsQuery, type AnalysisRequest } from './catalogue-analysis-api';
import { analysisMessages, keyText } from './catalogue-analysis-messages';
import { ProductChanges } from './ProductChanges';
import './catalogue-analysis.css';

function useColumns(): DataTableColumn<ProductAnalysis>[] {
  const intl = useIntl();
  const yesNo = (value: boolean) => intl.formatMessage(value ? analysisMessages.yes : analysisMessages.no);
  return [
    { id: 'article', header: intl.formatMessage(analysisMessages.article), isRowHeader: true, priority: 'essential', cell: (row) => <><strong>{row.articleCode}</strong>{row.name && <span className="catalogue-analysis__name">{row.name}</span>}</> },
    { id: 'orderable', header: intl.formatMessage(analysisMessages.orderable), priority: 'essential', minWidth: 100, cell: (row) => yesNo(row.status.allowToOrder) },
    { id: 'reasons', header: intl.formatMessage(analysisMessages.reasons), priority: 'high', minWidth: 200, cell: (row) => row.status.descriptions.map((key) => keyText(intl, key)).join('; ') },
    { id: 'available', header: intl.formatMessage(analysisMessages.available), priority: 'medium', align: 'end', minWidth: 100, cell: (row) => row.stock.available },
    { id: 'custorder', header: intl.formatMessage(analysisMessages.customerOrdered), priority: 'low', align: 'end', cell: (row) => row.stock.custorder },
    { id: 'nextArrival', header: intl.formatMessage(analysisMessages.nextArrival), priority: 'low', cell: (row) => row.stock.nextArrival ?? '–' },
    { id: 'orderableFrom', header: intl.formatMessage(analysisMessages.orderableFrom), priority: 'medium', cell: (row) => row.stock.availableForOrderAt ?? '–' },
  ];
}

function SorgSettings({ sorg }: { sorg: string }) {
  const intl = useIntl();
  const configs = useSorgConfigsQuery(sorg);
  const onOff = (value: boolean) => intl.formatMessage(value ? analysisMessages.on : analysisMessages.off);
  return (
    <ul className="catalogue-analysis__configs">
      {(configs.data ?? []).map((config) => (
        <li key={config.merchantName}>
          <strong>{intl.formatMessage(analysisMessages.configs, { merchant: config.merchantName })}</strong>: {intl.formatMessage(analysisMessages.exactQtyCheck)} {onOff(config.exactQtyCheck)},{' '}
          {intl.formatMessage(analysisMessages.availableStockCheck)} {onOff(config.availableStockCheck)}
        </li>
      ))}
    </ul>
  );
}

function AnalysisResults({ request }: { request: AnalysisRequest }) {
  const intl = useIntl();
  const analysis = useProductAnalysisQuery(request);
  const columns = useColumns();
  if (analysis.isError) return <EmptyState type="custom" title={intl.formatMessage(analysisMessages.failed)} />;
  const rows = analysis.data ?? [];
  return (
    <>
      <DataTable label={intl.formatMessage(analysisMessages.results)} columns={columns} rows={rows} rowKey={(row) => row.articleCode} rowLabel={(row) => row.articleCode} isLoading={analysis.isFetching && !analysis.data} />
      {rows.length > 0 && <ProductChanges sorg={request.sorg} products={rows.map((row) => ({ articleCode: row.articleCode, sorg: row.sorg }))} />}
    </>
  );
}

/**
 * Catalogue analysis: why articles can or cannot be ordered in one of the administrator's sales organisations (and,
 * optionally, for a customer), their stock there and the organisation's settings; then changes to those articles.
 */
export function CatalogueAnalysisPage() {
  const intl = useIntl();
  const sorgs = useAdministratorSorgsQuery();
  const [sorg, setSorg] = useState<string | null>(null);
  const [customer, setCustomer] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [request, setRequest] = useState<AnalysisRequest | null>(null);
  const chosenSorg = sorg ?? sorgs.data?.[0]?.sorg ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const articleCodes = articleCodesIn(text);
    if (articleCodes.length === 0) return setProblem(intl.formatMessage(analysisMessages.noCodes));
    if (articleCodes.length > MAX_ANALYSED_ARTICLES) return setProblem(intl.formatMessage(analysisMessages.tooMany, { max: MAX_ANALYSED_ARTICLES }));
    setProblem(null);
    if (chosenSorg) setRequest({ sorg: chosenSorg, articleCodes, custCode: customer.trim() || null });
  };

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_admin-catalog-analyze'])}>
      <Form className="catalogue-analysis__form" onSubmit={submit} validationBehavior="aria">
        <SelectField label={intl.formatMessage(analysisMessages.sorg)} options={(sorgs.data ?? []).map((each) => ({ id: each.sorg, label: `${each.sorg} – ${each.name}` }))} value={chosenSorg} onChange={setSorg} isRequired />
        <TextField label={intl.formatMessage(analysisMessages.customer)} value={customer} onChange={setCustomer} />
        <TextAreaField
          label={intl.formatMessage(analysisMessages.articleCodes)}
          description={intl.formatMessage(analysisMessages.articleCodesHint, { max: MAX_ANALYSED_ARTICLES })}
          value={text}
          onChange={setText}
          errorMessage={problem}
          rows={6}
        />
        <div>
          <Button type="submit">{intl.formatMessage(analysisMessages.analyse)}</Button>
        </div>
      </Form>
      {chosenSorg && <SorgSettings sorg={chosenSorg} />}
      {request && <AnalysisResults key={JSON.stringify(request)} request={request} />}
    </AreaFrame>
  );
}
