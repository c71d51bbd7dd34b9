import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import { LineFacts, useLineName } from './invoice-line-facts';
import { paymentMessages } from './payment-invoice-messages';

/** Lines a payment request already covers, with their status; not selectable. */
export function UnpayableLines({ lines, currency }: { lines: readonly InvoiceLine[]; currency: string }) {
  const intl = useIntl();
  const lineName = useLineName();
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section className="payment-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(paymentMessages.beingPaid)}</h2>
      <p className="payment-hint">{intl.formatMessage(paymentMessages.beingPaidHint)}</p>
      <ul className="payment-lines">
        {lines.map((line) => (
          <li key={line.id} className="payment-line payment-line--apart">
            <span className="payment-line__name">{lineName(line)}</span>
            <LineFacts line={line} currency={currency} status />
          </li>
        ))}
      </ul>
    </section>
  );
}
