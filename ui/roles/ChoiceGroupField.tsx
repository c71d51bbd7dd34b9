import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';

export interface Choice {
  id: string;
  label: string;
  description?: string;
}

/** A labelled group of checkboxes, one per choice, with the refusal of the group under it. */
export function ChoiceGroupField({ label, choices, value, onChange, errorMessage }: { label: string; choices: readonly Choice[]; value: readonly string[]; onChange: (value: string[]) => void; errorMessage?: string | null }) {
  return (
    <CheckboxGroup className="field access-admin__choices" value={[...value]} onChange={onChange} isInvalid={Boolean(errorMessage)}>
      <Label className="field__label">{label}</Label>
      <ul className="access-admin__choice-list">
        {choices.map((choice) => (
          <li key={choice.id}>
            <Checkbox className="checkbox" value={choice.id}>
              <span className="checkbox__box" aria-hidden="true" />
              <span>
                <span className="access-admin__choice-name">{choice.label}</span>
                {choice.description && <span className="access-admin__choice-description"> {choice.description}</span>}
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
      <FieldError className="field__error">{errorMessage ?? undefined}</FieldError>
    </CheckboxGroup>
  );
}
