import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import type { FieldRule } from '../../domain/forms/field-rules';
import { useRulesValidator } from './field-rules';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'validate'> {
  label: string;
  description?: string;
  /** Shared field rules the value must pass, in order; the first failure's message shows once the field is left. */
  rules?: readonly FieldRule[];
  /** The message to show under the field; the field is marked invalid while there is one. */
  errorMessage?: string | null;
}

/** A labelled text input with an optional description and error message, wrapping react-aria's TextField. */
export function TextField({ label, description, errorMessage, rules, ...props }: TextFieldProps) {
  const validate = useRulesValidator(rules);
  return (
    <AriaTextField {...props} validate={validate} isInvalid={errorMessage ? true : rules ? undefined : false} className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
    </AriaTextField>
  );
}
