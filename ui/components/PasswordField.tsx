import { useState } from 'react';
import { Button, FieldError, Group, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { password as passwordRule, required, type FieldRule } from '../../domain/forms/field-rules';
import { useRulesValidator } from './field-rules';
import './components.css';
import './data-table.css';

const messages = defineMessages({
  show: { id: 'show_password', defaultMessage: 'Show password' },
});

/** The rules of a new password (spec 000 §5): a digit, upper and lower case, at least 8 characters. */
export const NEW_PASSWORD_RULES: readonly FieldRule[] = [required, passwordRule];

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'validate' | 'type'> {
  label: string;
  description?: string;
  /** The rules the password must pass; a new password takes {@link NEW_PASSWORD_RULES}, a sign-in none. */
  rules?: readonly FieldRule[];
  errorMessage?: string | null;
}

/** A password input with a show-password toggle, wired to the shared password rules. */
export function PasswordField({ label, description, rules, errorMessage, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const validate = useRulesValidator(rules);
  const [shown, setShown] = useState(false);
  return (
    <AriaTextField {...props} type={shown ? 'text' : 'password'} validate={validate} isInvalid={errorMessage ? true : undefined} className="field">
      <Label className="field__label">{label}</Label>
      <Group className="field__group">
        <Input className="field__input field__input--grouped" autoComplete={props.autoComplete ?? 'new-password'} />
        <Button
          className="field__toggle"
          aria-label={intl.formatMessage(messages.show)}
          aria-pressed={shown}
          onPress={() => setShown((current) => !current)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M3 3l18 18" />}
          </svg>
        </Button>
      </Group>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
    </AriaTextField>
  );
}
