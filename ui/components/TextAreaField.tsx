import { FieldError, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldRule } from '../../domain/forms/field-rules';
import { useRulesValidator } from './field-rules';
import './components.css';
import './data-table.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'validate'> {
  label: string;
  description?: string;
  /** Shared field rules the value must pass, in order; the first failure's message shows under the field. */
  rules?: readonly FieldRule[];
  /** A message from elsewhere (the service); the field is marked invalid while there is one. */
  errorMessage?: string | null;
  rows?: number;
}

/** A labelled multi-line text input wired to the shared field rules, wrapping react-aria's TextField. */
export function TextAreaField({ label, description, rules, errorMessage, rows = 5, ...props }: TextAreaFieldProps) {
  const validate = useRulesValidator(rules);
  return (
    <AriaTextField {...props} validate={validate} isInvalid={errorMessage ? true : undefined} className="field">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input field__input--multiline" rows={rows} />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
    </AriaTextField>
  );
}
