import { useId } from 'react';
import { Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ACH_ACCOUNT_TYPES, CARD_BRANDS } from '../../domain/payments/payment-instrument';
import type { UserError } from '../../domain/shared/user-error';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { InstrumentDraft } from './instrument-draft';
import { paymentMessages } from './payment-invoice-messages';
import { fieldErrorText, usePaymentErrorText } from './payment-messages';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

interface InstrumentFieldsProps {
  kind: 'card' | 'ach';
  draft: InstrumentDraft;
  onChange: (draft: InstrumentDraft) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  errors: readonly UserError[];
  currency: string;
}

/** The card or ACH fields of an immediate payment, with the domain's and the service's refusals under each. */
export function InstrumentFields({ kind, draft, onChange, save, onSaveChange, errors, currency }: InstrumentFieldsProps) {
  const intl = useIntl();
  const errorText = usePaymentErrorText(currency);
  const headingId = useId();
  const set = (field: keyof InstrumentDraft) => (value: string | null) => onChange({ ...draft, [field]: value });
  const errorOf = (field: string) => fieldErrorText(errors, `paymentInformation.${field}`, errorText);
  const choose = intl.formatMessage(paymentMessages.choose);
  return (
    <fieldset className="payment-instrument" aria-labelledby={headingId}>
      <legend id={headingId}>{intl.formatMessage(paymentMessages.paymentInformation)}</legend>
      {kind === 'ach' ? (
        <>
          <SelectField
            label={intl.formatMessage(paymentMessages.accountType)}
            options={ACH_ACCOUNT_TYPES.map((type) => ({ id: type, label: type }))}
            value={draft.accountType}
            onChange={set('accountType')}
            placeholder={choose}
            errorMessage={errorOf('accountType')}
          />
          <TextField label={intl.formatMessage(paymentMessages.accountNumber)} value={draft.accountNumber} onChange={set('accountNumber')} inputMode="numeric" autoComplete="off" errorMessage={errorOf('accountNumber')} />
          <TextField label={intl.formatMessage(paymentMessages.routingNumber)} value={draft.routingNumber} onChange={set('routingNumber')} inputMode="numeric" autoComplete="off" errorMessage={errorOf('routingNumber')} />
        </>
      ) : (
        <>
          <TextField label={intl.formatMessage(paymentMessages.cardNumber)} value={draft.creditCardNumber} onChange={set('creditCardNumber')} inputMode="numeric" autoComplete="cc-number" errorMessage={errorOf('creditCardNumber')} />
          <SelectField
            label={intl.formatMessage(paymentMessages.cardType)}
            options={CARD_BRANDS.map((brand) => ({ id: brand, label: brand }))}
            value={draft.creditCardType}
            onChange={set('creditCardType')}
            placeholder={choose}
            errorMessage={errorOf('creditCardType')}
          />
          <div className="payment-instrument__row">
            <SelectField
              label={intl.formatMessage(paymentMessages.expiryMonth)}
              options={MONTHS.map((month) => ({ id: month, label: month.padStart(2, '0') }))}
              value={draft.expiredMonth}
              onChange={set('expiredMonth')}
              placeholder={choose}
              errorMessage={errorOf('expiredMonth')}
            />
            <TextField label={intl.formatMessage(paymentMessages.expiryYear)} value={draft.expiredYear} onChange={set('expiredYear')} inputMode="numeric" autoComplete="cc-exp-year" errorMessage={errorOf('expiredYear')} />
          </div>
          <TextField label={intl.formatMessage(paymentMessages.securityCode)} value={draft.securityCode} onChange={set('securityCode')} inputMode="numeric" autoComplete="cc-csc" errorMessage={errorOf('securityCode')} />
        </>
      )}
      <Checkbox className="checkbox payment-instrument__save" isSelected={save} onChange={onSaveChange}>
        <span className="checkbox__box" aria-hidden="true" />
        <span>{intl.formatMessage(paymentMessages.savePayment)}</span>
      </Checkbox>
    </fieldset>
  );
}
