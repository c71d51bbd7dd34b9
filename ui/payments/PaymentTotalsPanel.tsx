import { useIntl } from 'react-intl';
import type { PaymentScreen } from '../../application/portal/payments/payment-screen';
import { TextField } from '../components/TextField';
import { paymentMessages } from './payment-invoice-messages';
import { usePaymentKeyText, usePaymentMoney } from './payment-messages';

/** The totals of the payment, the note on incomplete installments and the partial amount. */
export function PaymentTotalsPanel({
  screen,
  currency,
  enteredAmount,
  onAmountChange,
  amountRefusal,
}: {
  screen: PaymentScreen;
  currency: string;
  enteredAmount: string;
  onAmountChange: (amount: string) => void;
  amountRefusal: string | null;
}) {
  const intl = useIntl();
  const amount = usePaymentMoney(currency);
  const text = usePaymentKeyText(currency);
  const { totals } = screen;
  const rows = [
    [paymentMessages.totalBeforeDiscount, totals.totalBeforeDiscount],
    [paymentMessages.earlyPaymentDiscount, totals.earlyPaymentDiscount],
    [paymentMessages.freightAllowance, totals.freightAllowance],
    [paymentMessages.paymentMethodDiscount, totals.paymentMethodDiscount],
    [paymentMessages.totalDiscount, totals.totalDiscount],
  ] as const;
  const amountError = screen.amountError ? text(screen.amountError.key, screen.amountError.values) : amountRefusal;
  return (
    <>
      <dl className="payment-totals">
        {rows.map(([label, value]) => (
          <div key={label.id} className="payment-totals__row">
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{amount(value)}</dd>
          </div>
        ))}
        <div className="payment-totals__row payment-totals__row--to-pay">
          <dt>{intl.formatMessage(paymentMessages.toPay)}</dt>
          <dd>{amount(totals.toPay)}</dd>
        </div>
      </dl>
      {totals.incompleteInvoices.length > 0 && (
        <p className="payment-note">{intl.formatMessage(paymentMessages.incomplete, { invoices: intl.formatList(totals.incompleteInvoices, { type: 'conjunction' }) })}</p>
      )}
      {screen.partialAvailable && (
        <TextField
          label={intl.formatMessage(paymentMessages.partialAmount)}
          value={enteredAmount}
          onChange={onAmountChange}
          inputMode="decimal"
          description={intl.formatMessage(paymentMessages.partialAmountHint, { total: amount(totals.totalBeforeDiscount) })}
          errorMessage={amountError}
        />
      )}
    </>
  );
}
