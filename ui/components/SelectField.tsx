import type { Key } from 'react-aria-components';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  type SelectProps,
} from 'react-aria-components';
import { atLeastOne, required, type FieldRule } from '../../domain/forms/field-rules';
import { useRulesValidator } from './field-rules';
import './components.css';
import './data-table.css';

export interface SelectOption {
  id: string;
  label: string;
}

interface CommonProps {
  label: string;
  options: readonly SelectOption[];
  description?: string;
  placeholder?: string;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  autoFocus?: boolean;
}

export interface SingleSelectFieldProps extends CommonProps {
  selectionMode?: 'single';
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

export interface MultipleSelectFieldProps extends CommonProps {
  /** Several options at once; a required one needs at least one chosen (spec 000 §5, select_at_least_one). */
  selectionMode: 'multiple';
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
}

export type SelectFieldProps = SingleSelectFieldProps | MultipleSelectFieldProps;

const REQUIRED_ONE: readonly FieldRule<unknown>[] = [required];
const AT_LEAST_ONE: readonly FieldRule<readonly unknown[]>[] = [atLeastOne];

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * A labelled drop-down of options, single or multiple, wrapping react-aria's Select. A required single select
 * needs a choice ('required'); a required multiple select needs at least one ('select_at_least_one').
 */
export function SelectField(props: SelectFieldProps) {
  const { label, options, description, placeholder, errorMessage, isRequired, isDisabled, name, autoFocus } = props;
  const validateOne = useRulesValidator(isRequired ? REQUIRED_ONE : undefined);
  const validateMany = useRulesValidator(isRequired ? AT_LEAST_ONE : undefined);
  const multiple = props.selectionMode === 'multiple';

  const common = {
    isRequired,
    isDisabled,
    name,
    autoFocus,
    placeholder,
    isInvalid: errorMessage ? true : undefined,
    className: 'field',
  } satisfies Partial<SelectProps<SelectOption, 'single' | 'multiple'>>;

  const body = (
    <>
      <Label className="field__label">{label}</Label>
      <Button className="field__input field__select">
        <SelectValue className="field__select-value" />
        <Chevron />
      </Button>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  );

  if (multiple) {
    return (
      <Select<SelectOption, 'multiple'>
        {...common}
        selectionMode="multiple"
        value={props.value as Key[] | undefined}
        defaultValue={props.defaultValue as Key[] | undefined}
        onChange={(keys) => props.onChange?.(keys.map(String))}
        validate={validateMany ? (keys) => validateMany(keys) : undefined}
      >
        {body}
      </Select>
    );
  }
  return (
    <Select<SelectOption, 'single'>
      {...common}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={(key) => props.onChange?.(key === null ? null : String(key))}
      validate={validateOne ? (key) => validateOne(key) : undefined}
    >
      {body}
    </Select>
  );
}
