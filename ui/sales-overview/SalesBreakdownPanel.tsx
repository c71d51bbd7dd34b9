import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SalesFigure, SalesOverviewReport } from '../../application/portal/sales-overview/ports';
import { drillInto, drillLevel, drillUpTo, type SalesDrillDown, type SalesDrillLevel } from '../../domain/sales-overview/drill-down';
import { salesShares } from '../../domain/sales-overview/sales-overview';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { FigurePanel } from './FigurePanel';
import { FigureBarChart, ShareChart } from './lazy-charts';
import { salesOverviewMessages as messages } from './sales-overview-messages';

/** The figures of the level the drill-down shows: categories, one category's models, or one model's series. */
function levelFigures(report: SalesOverviewReport, path: SalesDrillDown): SalesFigure[] {
  switch (drillLevel(path)) {
    case 'merchandise-category':
      return report.merchandiseCategories;
    case 'model':
      return report.models.filter((model) => model.merchandiseCategory === path.merchandiseCategory);
    case 'series':
      return report.models.find((model) => model.merchandiseCategory === path.merchandiseCategory && model.key === path.model)?.series ?? [];
  }
}

/** A table of figures with their shares; each row of a level that goes deeper opens it. */
export function FigureTable(props: { label: string; figures: SalesFigure[]; formatMoney: (amount: string) => string; onOpen?: (key: string) => void }) {
  const intl = useIntl();
  const shares = salesShares(props.figures.map((figure) => figure.netSales));
  const rows = props.figures.map((figure, index) => ({ ...figure, share: shares[index]! }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    {
      id: 'label',
      header: props.label,
      isRowHeader: true,
      priority: 'essential',
      cell: (row) =>
        props.onOpen ? (
          <AriaButton className="sales-drill__open" aria-label={intl.formatMessage(messages.open, { name: row.label || row.key })} onPress={() => props.onOpen!(row.key)}>
            {row.label || '–'}
          </AriaButton>
        ) : (
          row.label || '–'
        ),
    },
    { id: 'netSales', header: intl.formatMessage(messages.netSales), align: 'end', priority: 'essential', cell: (row) => props.formatMoney(row.netSales) },
    { id: 'share', header: intl.formatMessage(messages.share), align: 'end', priority: 'high', cell: (row) => intl.formatNumber(row.share / 100, { style: 'percent', maximumFractionDigits: 1 }) },
    { id: 'qty', header: intl.formatMessage(messages.invoiceQuantity), align: 'end', priority: 'medium', cell: (row) => intl.formatNumber(row.invoiceQuantity) },
  ];
  return <DataTable label={props.label} columns={columns} rows={rows} rowKey={(row) => row.key} paging={{ mode: 'client' }} />;
}

/** Net sales by merchandise category, drilled down to a category's models and a model's series. */
export function SalesBreakdownPanel(props: { report: SalesOverviewReport; formatMoney: (amount: string) => string; formatShort: (value: number) => string; onExport: () => void }) {
  const intl = useIntl();
  const [path, setPath] = useState<SalesDrillDown>({});
  const level = drillLevel(path);
  const figures = levelFigures(props.report, path);
  const open = level === 'series' ? undefined : (key: string) => setPath(drillInto(path, key));
  const levelLabel = { 'merchandise-category': messages.merchandiseCategories, model: messages.models, series: messages.series }[level];
  const categoryLabel = props.report.merchandiseCategories.find((category) => category.key === path.merchandiseCategory)?.label ?? path.merchandiseCategory;
  const modelLabel = props.report.models.find((model) => model.key === path.model)?.label ?? path.model;
  const crumbs: { level: SalesDrillLevel; label: string }[] = [{ level: 'merchandise-category', label: intl.formatMessage(messages.merchandiseCategories) }];
  if (path.merchandiseCategory !== undefined) crumbs.push({ level: 'model', label: categoryLabel || '–' });
  if (path.model !== undefined) crumbs.push({ level: 'series', label: modelLabel || '–' });
  const points = figures.map((figure) => ({ key: figure.key, label: figure.label || '–', value: Number(figure.netSales) }));
  return (
    <FigurePanel
      title={intl.formatMessage(messages.breakdownTitle)}
      onExport={props.onExport}
      before={
        <nav aria-label={intl.formatMessage(messages.drillPath)} className="sales-drill">
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={crumb.level}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="location">{crumb.label}</span>
                ) : (
                  <AriaButton className="sales-drill__crumb" onPress={() => setPath(drillUpTo(path, crumb.level))}>
                    {crumb.label}
                  </AriaButton>
                )}
              </li>
            ))}
          </ol>
        </nav>
      }
      chart={level === 'merchandise-category' ? <ShareChart points={points} format={props.formatShort} onOpen={open} /> : <FigureBarChart points={points} valueName={intl.formatMessage(messages.netSales)} format={props.formatShort} onOpen={open} />}
      table={<FigureTable label={intl.formatMessage(levelLabel)} figures={figures} formatMoney={props.formatMoney} onOpen={open} />}
    />
  );
}
