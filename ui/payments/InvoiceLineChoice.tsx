import { useId } from 'react';
import { Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { PaymentScreen } from '../../application/portal/payments/payment-screen';
import type { WrongSelection } from '../../domain/invoices/selection';
import type { PageSize } from '../../domain/tables/paging';
import { Pagination } from '../components/Pagination';
import { LineFacts, useLineName } from './invoice-line-facts';
import { paymentMessages } from './payment-invoice-messages';
import { usePaymentKeyText } from './payment-messages';
import type { PayerLinePage } from './use-payer-lines';

/**
 * A page of the payable lines, each with its checkbox and, when wrongly selected, the reason in words; the page
 * buttons show when the lines fill more than one page. A selection holds across pages.
 */
export function InvoiceLineChoice({
  lines,
  pageSize,
  screen,
  currency,
  label,
  onToggle,
}: {
  lines: PayerLinePage;
  pageSize: PageSize;
  screen: PaymentScreen;
  currency: string;
  label: string;
  onToggle: (line: InvoiceLine) => void;
}) {
  const intl = useIntl();
  const text = usePaymentKeyText(currency);
  const lineName = useLineName();
  const baseId = useId();
  const reasonText = (wrong: WrongSelection) => text(wrong.reason, wrong.payFirst ? { payFirst: wrong.payFirst.invoiceNo } : {});
  if (lines.total === 0) return <p>{intl.formatMessage(paymentMessages.noPayable)}</p>;
  return (
    <>
      <ul className="payment-lines">
        {lines.rows.map((line) => {
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
      {lines.total > pageSize && (
        <Pagination page={lines.page} pageSize={pageSize} total={lines.total} onPageChange={lines.turnTo} of={label} />
      )}
    </>
  );
}
