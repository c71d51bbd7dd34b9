import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid'> {
  label: string;
  description?: string;
  /** The message to show under the field; the field is marked invalid while there is one. */
  errorMessage?: string | null;
}

/** A labelled text input with an optional description and error message, wrapping react-aria's TextField. */
export function TextField({ label, description, errorMessage, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage)} className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
