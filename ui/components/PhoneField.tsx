import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { DEFAULT_COUNTRY_CODE, normalisePhone, phone, required, type FieldRule } from '../../domain/forms/field-rules';
import { useRulesValidator } from './field-rules';
import './components.css';
import './data-table.css';

const messages = defineMessages<{ savedAs: { phone: string } }>({
  savedAs: { id: 'phone_saved_as', defaultMessage: 'Saved as {phone}' },
});

export interface PhoneFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'validate' | 'value' | 'onChange' | 'name'> {
  label: string;
  /** The number as typed: digits only. */
  value: string;
  onChange: (value: string) => void;
  /** The form field that carries the stored number (country code in front); the typed digits are not submitted. */
  name?: string;
  /** The host's country code (config telpCode); +62 when not given. */
  countryCode?: string;
  errorMessage?: string | null;
}

/**
 * A phone number input (spec 000 §5): digits only, at most 17; the number is stored with the country code in front
 * and its leading 0 dropped, which the field shows under the input and submits under `name`.
 */
export function PhoneField({ label, value, onChange, name, countryCode = DEFAULT_COUNTRY_CODE, errorMessage, ...props }: PhoneFieldProps) {
  const intl = useIntl();
  const rules: readonly FieldRule[] = props.isRequired ? [required, phone] : [phone];
  const validate = useRulesValidator(rules);
  const valid = value !== '' && phone(value) === null;
  const stored = valid ? normalisePhone(value, countryCode) : '';
  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={onChange}
      inputMode="tel"
      autoComplete={props.autoComplete ?? 'tel-national'}
      validate={validate}
      isInvalid={errorMessage ? true : undefined}
      className="field"
    >
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      {valid && (
        <Text slot="description" className="field__description">
          {intl.formatMessage(messages.savedAs, { phone: stored })}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
      {name && <input type="hidden" name={name} value={stored} />}
    </AriaTextField>
  );
}
