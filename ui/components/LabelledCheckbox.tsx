import { Checkbox } from 'react-aria-components';

/** A checkbox with its visible label, in the design system's checkbox look. */
export function LabelledCheckbox({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange: (selected: boolean) => void }) {
  return (
    <Checkbox className="checkbox" isSelected={isSelected} onChange={onChange}>
      <span className="checkbox__box" aria-hidden="true" />
      <span>{label}</span>
    </Checkbox>
  );
}
