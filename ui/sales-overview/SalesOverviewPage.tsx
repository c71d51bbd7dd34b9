import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SalesOverviewView } from '../../application/portal/sales-overview/ports';
import { yearOnYearChange, type SalesOverviewFilter } from '../../domain/sales-overview/sales-overview';
import { AreaFrame } from '../components/AreaFrame';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { useFormatMoney } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { FigurePanel } from './FigurePanel';
import { ComparisonBarChart, ShareChart } from './lazy-charts';
import { SalesBreakdownPanel, FigureTable } from './SalesBreakdownPanel';
import { SalesFilterPanel } from './SalesFilterPanel';
import { useSalesOverviewFilterQuery, useSalesOverviewQuery } from './sales-overview-api';
import { salesOverviewMessages as messages } from './sales-overview-messages';
import { salesOverviewExported } from './sales-overview-thunks';
import './sales-overview.css';

/**
 * The sales overview (/sales-overview, /sales-overview-new): the dealer's net sales of a year against the last, by
 * month, brand, merchandise category, model and series, filtered by what its invoices hold. Each panel shows a chart
 * or a table of the same figures and exports what it shows to Excel.
 */
export function SalesOverviewPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const formatShort = (value: number) => intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
  const [asked, setAsked] = useState<Partial<SalesOverviewFilter>>({});
  const [exportFailed, setExportFailed] = useState(false);
  const options = useSalesOverviewFilterQuery({ sorg: asked.sorg, year: asked.year });
  const report = useSalesOverviewQuery(asked);
  const title = intl.formatMessage(routeTitleMessages['route_title_sales-overview']);
  const filter = report.data?.filter ?? options.data?.defaults;

  const exportView = (view: SalesOverviewView) => {
    if (!filter) return;
    void dispatch(salesOverviewExported(filter, view)).then((done) => setExportFailed(!done));
  };
  const change = (part: Partial<SalesOverviewFilter>) => {
    // A new sales organisation or year has other options: what was picked from the old ones no longer applies.
    const fresh = part.sorg !== undefined || part.year !== undefined;
    setAsked(fresh ? { ...(filter ? { sorg: filter.sorg, year: filter.year, category: filter.category } : {}), ...part } : { ...asked, ...(filter ?? {}), ...part });
  };

  if (options.isError || report.isError) return <AreaFrame title={title}><p role="alert">{intl.formatMessage(messages.failed)}</p></AreaFrame>;
  if (!options.data || !report.data || !filter) return <AreaFrame title={title}><Spinner label={intl.formatMessage(messages.loading)} /></AreaFrame>;
  const data = report.data;
  const total = data.months.reduce((sum, month) => sum + Number(month.netSales), 0);
  const lastTotal = data.months.reduce((sum, month) => sum + Number(month.netSalesLastYear), 0);
  const change_ = yearOnYearChange(total.toFixed(2), lastTotal.toFixed(2));
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'short', timeZone: 'UTC' });
  const monthColumns: DataTableColumn<(typeof data.months)[number]>[] = [
    { id: 'month', header: intl.formatMessage(messages.month), isRowHeader: true, priority: 'essential', cell: (row) => `${row.name} ${monthName(row.month)}` },
    { id: 'netSales', header: String(filter.year), align: 'end', priority: 'essential', cell: (row) => formatMoney(row.netSales) },
    { id: 'lastYear', header: String(filter.year - 1), align: 'end', priority: 'high', cell: (row) => formatMoney(row.netSalesLastYear) },
    {
      id: 'change',
      header: intl.formatMessage(messages.change),
      align: 'end',
      priority: 'medium',
      cell: (row) => {
        const rise = yearOnYearChange(row.netSales, row.netSalesLastYear);
        return rise === null ? '–' : intl.formatNumber(rise / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' });
      },
    },
  ];
  return (
    <AreaFrame title={title}>
      <div className="sales-overview">
        <SalesFilterPanel options={options.data} filter={filter} onChange={change} onReset={() => setAsked({})} />
        <div className="sales-overview__results" aria-busy={report.isFetching}>
          <p className="sales-overview__total">
            {intl.formatMessage(messages.total, { year: filter.year, amount: formatMoney(total.toFixed(2)) })}
            {change_ !== null && <> · {intl.formatMessage(messages.totalChange, { change: change_ / 100, lastYear: filter.year - 1 })}</>}
          </p>
          {total === 0 && <p className="sales-overview__empty">{intl.formatMessage(messages.noSales)}</p>}
          <FigurePanel
            title={intl.formatMessage(messages.monthsTitle)}
            onExport={() => exportView('months')}
            chart={
              <ComparisonBarChart
                points={data.months.map((month) => ({ key: month.name, label: monthName(month.month), value: Number(month.netSales), compare: Number(month.netSalesLastYear) }))}
                valueName={String(filter.year)}
                compareName={String(filter.year - 1)}
                format={formatShort}
              />
            }
            table={<DataTable label={intl.formatMessage(messages.monthsTitle)} columns={monthColumns} rows={data.months} rowKey={(row) => row.name} paging={{ mode: 'client' }} pageSize={20} />}
          />
          <FigurePanel
            title={intl.formatMessage(messages.brandsTitle)}
            onExport={() => exportView('brands')}
            chart={<ShareChart points={data.brands.map((brand) => ({ key: brand.key, label: brand.label, value: Number(brand.netSales) }))} format={formatShort} />}
            table={<FigureTable label={intl.formatMessage(messages.brands)} figures={data.brands} formatMoney={formatMoney} />}
          />
          <SalesBreakdownPanel key={JSON.stringify(filter)} report={data} formatMoney={formatMoney} formatShort={formatShort} onExport={() => exportView('models')} />
        </div>
      </div>
      {exportFailed && <Toast tone="error" onClose={() => setExportFailed(false)}>{intl.formatMessage(messages.exportFailed)}</Toast>}
    </AreaFrame>
  );
}
