import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import './cart.css';
import './checkout.css';

export interface QuantityFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The fewest units the field offers: 1 to add, 0 on the cart (0 removes the line). */
  minValue?: number;
  /** Steps of the article's exact quantity, where it orders in packs. */
  step?: number;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  /** Visually hide the label (table cells name it in their header). */
  labelHidden?: boolean;
}

/**
 * A whole number of units, typed or stepped with the arrow keys and the − and + buttons, wrapping react-aria's
 * NumberField. The field gives the number once it is committed (blur or Enter); an empty field gives its minimum.
 */
export function QuantityField({ label, value, onChange, minValue = 1, step = 1, description, errorMessage, isDisabled, labelHidden }: QuantityFieldProps) {
  return (
    <NumberField
      className="field quantity-field"
      value={value}
      minValue={minValue}
      step={step}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      onChange={(next) => onChange(Number.isNaN(next) ? minValue : next)}
    >
      <Label className={labelHidden ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <Group className="quantity-field__group">
        <Button slot="decrement" className="quantity-field__step">
          −
        </Button>
        <Input className="field__input quantity-field__input" />
        <Button slot="increment" className="quantity-field__step">
          +
        </Button>
      </Group>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
    </NumberField>
  );
}
