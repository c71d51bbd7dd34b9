import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CreatedPaymentRequest } from '../../application/portal/payments/ports';
import { Button } from '../components/Button';
import { FactList } from '../components/FactList';
import { LinkButton } from '../components/LinkButton';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { paymentMessages } from './payment-invoice-messages';
import { usePaymentMoney } from './payment-messages';

/** The created payment request: number, amount, status, how to pay it and until when, and the way to the list. */
export function CreatedRequestPanel({ request, onPayMore }: { request: CreatedPaymentRequest; onPayMore: () => void }) {
  const intl = useIntl();
  const amount = usePaymentMoney(request.currency);
  const dates = useFormatDate();
  const localePath = useLocalePath();
  const headingId = useId();
  const facts: [string, string][] = [
    [intl.formatMessage(paymentMessages.createdNumber), request.orderNumber],
    [intl.formatMessage(paymentMessages.createdAmount), amount(request.amount)],
    [intl.formatMessage(paymentMessages.createdStatus), request.status.description],
    [intl.formatMessage(paymentMessages.createdInvoices), intl.formatList([...request.positiveInvoiceNumbers, ...request.negativeInvoiceNumbers], { type: 'conjunction' })],
    [intl.formatMessage(paymentMessages.createdMethod), request.methodType],
  ];
  if (request.isPartialPayment) facts.push([intl.formatMessage(paymentMessages.createdPartial), amount(request.amount)]);
  if (request.virtualAccountNo) facts.push([intl.formatMessage(paymentMessages.createdVirtualAccount), request.virtualAccountNo]);
  if (request.instrument) facts.push([intl.formatMessage(paymentMessages.createdInstrument), request.instrument]);
  if (request.instruction) facts.push([intl.formatMessage(paymentMessages.createdInstruction), request.instruction]);
  if (request.expiredDate) facts.push([intl.formatMessage(paymentMessages.createdExpiry), dates.dateTime(request.expiredDate)]);
  return (
    <section className="payment-created" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(paymentMessages.created, { number: request.orderNumber })}</h2>
      <FactList className="payment-created__facts" facts={facts} />
      <div className="payment-actions">
        <LinkButton href={localePath('/payment')}>{intl.formatMessage(paymentMessages.toListOfCreated)}</LinkButton>
        <Button variant="secondary" onPress={onPayMore}>
          {intl.formatMessage(paymentMessages.payMore)}
        </Button>
      </div>
    </section>
  );
}
