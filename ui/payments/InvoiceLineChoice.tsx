import { useId } from 'react';
import { Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { PaymentScreen } from '../../application/portal/payments/payment-screen';
import type { WrongSelection } from '../../domain/invoices/selection';
import { LineFacts, useLineName } from './invoice-line-facts';
import { paymentMessages } from './payment-invoice-messages';
import { usePaymentKeyText } from './payment-messages';

/** The payable lines, each with its checkbox and, when wrongly selected, the reason in words. */
export function InvoiceLineChoice({ lines, screen, currency, onToggle }: { lines: readonly InvoiceLine[]; screen: PaymentScreen; currency: string; onToggle: (line: InvoiceLine) => void }) {
  const intl = useIntl();
  const text = usePaymentKeyText(currency);
  const lineName = useLineName();
  const baseId = useId();
  const reasonText = (wrong: WrongSelection) => text(wrong.reason, wrong.payFirst ? { payFirst: wrong.payFirst.invoiceNo } : {});
  if (lines.length === 0) return <p>{intl.formatMessage(paymentMessages.noPayable)}</p>;
  return (
    <ul className="payment-lines">
      {lines.map((line) => {
        const wrong = screen.wrong[line.id];
        const reasonId = `${baseId}-${line.id}`;
        return (
          <li key={line.id} className={`payment-line${wrong ? ' payment-line--wrong' : ''}`}>
            <Checkbox
              className="checkbox payment-line__check"
              isSelected={screen.selectedIds.includes(line.id)}
              onChange={() => onToggle(line)}
              aria-describedby={wrong ? reasonId : undefined}
              aria-invalid={wrong ? true : undefined}
            >
              <span className="checkbox__box" aria-hidden="true" />
              <span className="payment-line__name">{lineName(line)}</span>
            </Checkbox>
            <LineFacts line={line} currency={currency} />
            {wrong && (
              <p id={reasonId} className="payment-line__reason">
                {reasonText(wrong)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
