import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { AgeingBucketView } from '../../application/portal/invoices/ports';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useInvoiceFormatters } from './use-invoice-formatters';

const messages = messageDescriptors(defineMessages({
  title: { id: 'invoices_ageing_title', defaultMessage: 'Ageing of {payer}' },
  period: { id: 'invoices_ageing_period', defaultMessage: 'Period' },
  count: { id: 'invoices_ageing_count', defaultMessage: 'Invoices' },
  value: { id: 'invoices_ageing_value', defaultMessage: 'Value' },
  current: { id: 'invoices_ageing_current', defaultMessage: 'Current' },
  between: { id: 'invoices_ageing_between', defaultMessage: '{from}–{to} days overdue' },
  over: { id: 'invoices_ageing_over', defaultMessage: 'Over {days} days overdue' },
  shortBetween: { id: 'invoices_ageing_short_between', defaultMessage: '{from}–{to}' },
  shortOver: { id: 'invoices_ageing_short_over', defaultMessage: '> {days}' },
}));

const CHART_WIDTH = 500;
const CHART_HEIGHT = 180;
/** Room under the bars for the period names, and above them for the counts. */
const LABEL_ROOM = 24;
const COUNT_ROOM = 18;

type BucketBounds = Pick<AgeingBucketView, 'from' | 'to'>;

/** An ageing bucket's name in full ("31–60 days overdue") and short, for the chart's axis ("31–60"). */
export function useAgeingBucketNames() {
  const intl = useIntl();
  const longName = (bucket: BucketBounds) =>
    bucket.from === null
      ? intl.formatMessage(messages.current)
      : bucket.to === null
        ? intl.formatMessage(messages.over, { days: bucket.from - 1 })
        : intl.formatMessage(messages.between, { from: bucket.from, to: bucket.to });
  const shortName = (bucket: BucketBounds) =>
    bucket.from === null
      ? intl.formatMessage(messages.current)
      : bucket.to === null
        ? intl.formatMessage(messages.shortOver, { days: bucket.from - 1 })
        : intl.formatMessage(messages.shortBetween, { from: bucket.from, to: bucket.to });
  return { longName, shortName };
}

/**
 * The ageing of a credit customer's open lines as a bar chart, one bar per bucket sized by its value, coloured from
 * current to long overdue, with a table of the same figures for every reader. A bucket worth less than nothing
 * (credit notes outweighing invoices) is drawn as an empty bar; its value stays in the table.
 */
export function AgeingChart({ payer, currency, buckets }: { payer: string; currency: string; buckets: readonly AgeingBucketView[] }) {
  const intl = useIntl();
  const format = useInvoiceFormatters();
  const titleId = useId();
  const { longName, shortName } = useAgeingBucketNames();

  const values = buckets.map((bucket) => Math.max(Number(bucket.value), 0));
  const highest = Math.max(...values, 0);
  const slot = CHART_WIDTH / Math.max(buckets.length, 1);
  const barRoom = CHART_HEIGHT - LABEL_ROOM - COUNT_ROOM;

  return (
    <figure className="ageing-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="ageing-chart__title">
        {intl.formatMessage(messages.title, { payer })}
      </figcaption>
      <svg className="ageing-chart__bars" viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} aria-hidden="true" focusable="false">
        {buckets.map((bucket, index) => {
          const height = highest > 0 ? (values[index]! / highest) * barRoom : 0;
          const x = index * slot + slot * 0.2;
          const top = COUNT_ROOM + barRoom - height;
          return (
            <g key={bucket.key} className={`ageing-chart__bucket ageing-chart__bucket--${index}`}>
              <rect x={x} y={top} width={slot * 0.6} height={Math.max(height, 1)} rx="3" />
              <text x={x + slot * 0.3} y={top - 4} textAnchor="middle" className="ageing-chart__count">
                {bucket.count}
              </text>
              <text x={x + slot * 0.3} y={CHART_HEIGHT - 6} textAnchor="middle" className="ageing-chart__label">
                {shortName(bucket)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="invoice-table ageing-chart__table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.period)}</th>
            <th scope="col" className="invoice-table__number">
              {intl.formatMessage(messages.count)}
            </th>
            <th scope="col" className="invoice-table__number">
              {intl.formatMessage(messages.value)}
            </th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket, index) => (
            <tr key={bucket.key}>
              <th scope="row">
                <span className={`ageing-chart__swatch ageing-chart__swatch--${index}`} aria-hidden="true" />
                {longName(bucket)}
              </th>
              <td className="invoice-table__number">{bucket.count}</td>
              <td className="invoice-table__number">{format.money(bucket.value, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
