import { useState } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { BonusTier } from '../../domain/dealer-bonus/bonus-programme';
import { AreaFrame } from '../components/AreaFrame';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { useFormatMoney } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { FigurePanel } from './FigurePanel';
import { ComparisonBarChart } from './lazy-charts';
import { useDealerBonusQuery } from './sales-overview-api';
import { dealerBonusMessages as messages, salesOverviewMessages } from './sales-overview-messages';
import './sales-overview.css';

/**
 * The dealer bonus (/bonus-dealer and its -new, polygon and wim addresses): where the dealer stands in the year's
 * bonus tiers, what the next tier still needs, and the purchase, retail sales and on-time payment behind it.
 */
export function DealerBonusPage() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [year, setYear] = useState<number | null>(null);
  const bonus = useDealerBonusQuery(year);
  const title = intl.formatMessage(routeTitleMessages['route_title_bonus-dealer']);
  if (bonus.isError) return <AreaFrame title={title}><p role="alert">{intl.formatMessage(salesOverviewMessages.failed)}</p></AreaFrame>;
  if (!bonus.data) return <AreaFrame title={title}><Spinner label={intl.formatMessage(salesOverviewMessages.loading)} /></AreaFrame>;
  const report = bonus.data;
  const { standing } = report;
  const percent = (ratio: number) => intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 1 });
  const tierColumns: DataTableColumn<BonusTier>[] = [
    { id: 'name', header: intl.formatMessage(messages.tier), isRowHeader: true, priority: 'essential', cell: (tier) => tier.name },
    { id: 'target', header: intl.formatMessage(messages.purchaseTarget), align: 'end', priority: 'essential', cell: (tier) => formatMoney(tier.purchaseTarget) },
    { id: 'rate', header: intl.formatMessage(messages.bonusRate), align: 'end', priority: 'essential', cell: (tier) => percent(Number(tier.bonusRate) / 100) },
    { id: 'onTime', header: intl.formatMessage(messages.minOnTime), align: 'end', priority: 'medium', cell: (tier) => percent(tier.minOnTimeRatio) },
    { id: 'registrations', header: intl.formatMessage(messages.minRegistrations), align: 'end', priority: 'medium', cell: (tier) => intl.formatNumber(tier.minRetailRegistrations) },
  ];
  const cleared = report.onTimePayment.onTime + report.onTimePayment.late;
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'short', timeZone: 'UTC' });
  const formatShort = (value: number) => intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <AreaFrame title={title}>
      <div className="dealer-bonus">
        <div className="dealer-bonus__year">
          <SelectField label={intl.formatMessage(messages.year)} options={report.years.map((option) => ({ id: String(option), label: String(option) }))} value={String(report.year)} onChange={(value) => value && setYear(Number(value))} />
        </div>
        <section className="sales-panel dealer-bonus__standing" aria-labelledby="dealer-bonus-standing">
          <h2 id="dealer-bonus-standing">{intl.formatMessage(messages.standing)}</h2>
          <p className="dealer-bonus__tier">{standing.reached ? intl.formatMessage(messages.reached, { tier: standing.reached.name }) : intl.formatMessage(messages.noTier)}</p>
          <p>{intl.formatMessage(messages.earned, { amount: formatMoney(standing.earnedBonus) })}</p>
          {report.tiers.length === 0 && <p>{intl.formatMessage(messages.noProgramme)}</p>}
          {standing.next && standing.nextNeeds ? (
            <>
              <ProgressBar className="dealer-bonus__progress" value={standing.purchaseProgress * 100} valueLabel={percent(standing.purchaseProgress)}>
                {({ percentage, valueText }) => (
                  <>
                    <Label>{intl.formatMessage(messages.progress, { tier: standing.next!.name })}</Label>
                    <span className="dealer-bonus__progress-value">{valueText}</span>
                    <div className="dealer-bonus__bar">
                      <div className="dealer-bonus__fill" style={{ width: `${percentage ?? 0}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
              <h3>{intl.formatMessage(messages.needs, { tier: standing.next.name })}</h3>
              <ul className="dealer-bonus__needs">
                {Number(standing.nextNeeds.purchase) > 0 && <li>{intl.formatMessage(messages.needsPurchase, { amount: formatMoney(standing.nextNeeds.purchase) })}</li>}
                {standing.nextNeeds.retailRegistrations > 0 && <li>{intl.formatMessage(messages.needsRegistrations, { count: standing.nextNeeds.retailRegistrations })}</li>}
                {standing.nextNeeds.onTimeRatio > 0 && <li>{intl.formatMessage(messages.needsOnTime, { share: standing.nextNeeds.onTimeRatio })}</li>}
              </ul>
            </>
          ) : (
            report.tiers.length > 0 && <p>{intl.formatMessage(messages.topTier)}</p>
          )}
          <ul className="dealer-bonus__facts">
            <li>{intl.formatMessage(messages.purchase, { amount: formatMoney(report.purchase.total) })}</li>
            <li>{intl.formatMessage(messages.retailSales, { count: report.retailSales.total })}</li>
            <li>{cleared === 0 ? intl.formatMessage(messages.onTimeNone) : intl.formatMessage(messages.onTimePayment, { onTime: report.onTimePayment.onTime, count: cleared })}</li>
          </ul>
        </section>
        <section className="sales-panel" aria-labelledby="dealer-bonus-tiers">
          <h2 id="dealer-bonus-tiers">{intl.formatMessage(messages.tiers)}</h2>
          <DataTable label={intl.formatMessage(messages.tiers)} columns={tierColumns} rows={report.tiers} rowKey={(tier) => tier.name} paging={{ mode: 'client' }} />
        </section>
        <FigurePanel
          title={intl.formatMessage(messages.purchaseTitle)}
          chart={
            <ComparisonBarChart
              points={report.purchase.months.map((month) => ({ key: month.name, label: monthName(month.month), value: Number(month.netSales), compare: Number(month.netSalesLastYear) }))}
              valueName={String(report.year)}
              compareName={String(report.year - 1)}
              format={formatShort}
            />
          }
          table={
            <DataTable
              label={intl.formatMessage(messages.purchaseTitle)}
              columns={[
                { id: 'month', header: intl.formatMessage(salesOverviewMessages.month), isRowHeader: true, priority: 'essential', cell: (row) => `${row.name} ${monthName(row.month)}` },
                { id: 'netSales', header: String(report.year), align: 'end', priority: 'essential', cell: (row) => formatMoney(row.netSales) },
                { id: 'lastYear', header: String(report.year - 1), align: 'end', priority: 'high', cell: (row) => formatMoney(row.netSalesLastYear) },
              ]}
              rows={report.purchase.months}
              rowKey={(row) => row.name}
              paging={{ mode: 'client' }}
              pageSize={20}
            />
          }
        />
      </div>
    </AreaFrame>
  );
}
