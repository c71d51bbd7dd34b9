import { Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ChosenPayment, PaymentChoice, PaymentOptions } from '../../application/portal/payments/payment-screen';
import { Button } from '../components/Button';
import { paymentMessages } from './payment-invoice-messages';

/** A choice as the radio group keys it: a saved payment or a merchant. */
function choiceKey(choice: PaymentChoice | null): string | null {
  if (!choice) return null;
  return choice.kind === 'saved' ? `saved:${choice.savedPaymentId}` : `merchant:${choice.merchantId}`;
}

function choiceOf(key: string): PaymentChoice {
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return kind === 'saved' ? { kind: 'saved', savedPaymentId: id } : { kind: 'merchant', merchantId: id };
}

/** Saved payments and payment methods (one option per merchant), and what the chosen one means. */
export function PaymentMethodChoice({
  options,
  choice,
  payment,
  onChoose,
  onDeleteSaved,
  labelledBy,
}: {
  options: PaymentOptions;
  choice: PaymentChoice | null;
  payment: ChosenPayment | null;
  onChoose: (choice: PaymentChoice) => void;
  onDeleteSaved: (id: string) => void;
  /** The section heading that names the choice. */
  labelledBy: string;
}) {
  const intl = useIntl();
  const merchantOptions = options.methods.flatMap((method) =>
    method.merchants.map((merchant) => ({ key: `merchant:${merchant.id}`, label: method.merchants.length > 1 ? `${method.description} (${merchant.merchant})` : method.description })),
  );
  if (options.methods.length === 0) return <p>{intl.formatMessage(paymentMessages.noMethods)}</p>;
  const rate = payment ? Number(payment.merchant.paymentDiscount) : 0;
  return (
    <>
      <RadioGroup className="payment-radio-group" aria-labelledby={labelledBy} value={choiceKey(choice)} onChange={(key) => onChoose(choiceOf(key))}>
        {options.saved.map((saved) => (
          <Radio key={saved.id} value={`saved:${saved.id}`} className="payment-radio">
            {intl.formatMessage(paymentMessages.savedOption, { display: saved.display })}
          </Radio>
        ))}
        {merchantOptions.map((option) => (
          <Radio key={option.key} value={option.key} className="payment-radio">
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {payment && (
        <div className="payment-method-facts">
          <p>{intl.formatMessage(paymentMessages.merchant, { merchant: payment.merchant.merchant })}</p>
          {payment.merchant.instruction && <p>{payment.merchant.instruction}</p>}
          {rate > 0 && <p>{intl.formatMessage(paymentMessages.discountRate, { rate: intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 2 }) })}</p>}
          {payment.saved && (
            <Button variant="secondary" onPress={() => onDeleteSaved(payment.saved!.id)}>
              {intl.formatMessage(paymentMessages.deleteSaved)}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
