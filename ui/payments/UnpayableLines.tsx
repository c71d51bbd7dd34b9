import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PageSize } from '../../domain/tables/paging';
import { Pagination } from '../components/Pagination';
import { LineFacts, useLineName } from './invoice-line-facts';
import { paymentMessages } from './payment-invoice-messages';
import type { PayerLinePage } from './use-payer-lines';

/** A page of the lines a payment request already covers, with their status; not selectable. */
export function UnpayableLines({ lines, pageSize, currency }: { lines: PayerLinePage; pageSize: PageSize; currency: string }) {
  const intl = useIntl();
  const lineName = useLineName();
  const headingId = useId();
  if (lines.total === 0) return null;
  const heading = intl.formatMessage(paymentMessages.beingPaid);
  return (
    <section className="payment-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="payment-hint">{intl.formatMessage(paymentMessages.beingPaidHint)}</p>
      <ul className="payment-lines">
        {lines.rows.map((line) => (
          <li key={line.id} className="payment-line payment-line--apart">
            <span className="payment-line__name">{lineName(line)}</span>
            <LineFacts line={line} currency={currency} status />
          </li>
        ))}
      </ul>
      {lines.total > pageSize && (
        <Pagination page={lines.page} pageSize={pageSize} total={lines.total} onPageChange={lines.turnTo} of={heading} />
      )}
    </section>
  );
}
