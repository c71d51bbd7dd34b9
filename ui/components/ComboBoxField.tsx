import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { required, type FieldRule } from '../../domain/forms/field-rules';
import { useRulesValidator } from './field-rules';
import './components.css';
import './data-table.css';
import type { SelectOption } from './SelectField';

export interface ComboBoxFieldProps {
  label: string;
  options: readonly SelectOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  description?: string;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

const REQUIRED_ONE: readonly FieldRule<unknown>[] = [required];

/** A labelled combo box: type to filter the options, pick one; a required one needs a pick. */
export function ComboBoxField({ label, options, value, defaultValue, onChange, description, errorMessage, isRequired, isDisabled, name }: ComboBoxFieldProps) {
  const validate = useRulesValidator(isRequired ? REQUIRED_ONE : undefined);
  return (
    <ComboBox<SelectOption>
      className="field"
      defaultItems={options}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key === null ? null : String(key))}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      formValue="key"
      validate={validate ? (key) => validate(key) : undefined}
      isInvalid={errorMessage ? true : undefined}
    >
      <Label className="field__label">{label}</Label>
      <div className="field__group">
        <Input className="field__input field__input--grouped" />
        <Button className="field__toggle">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Button>
      </div>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox">
          {(option: SelectOption) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
