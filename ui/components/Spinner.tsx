import { Label, ProgressBar } from 'react-aria-components';

/** An indeterminate progress indicator whose visible label is also its accessible name. */
export function Spinner({ label }: { label: string }) {
  return (
    <ProgressBar isIndeterminate className="spinner">
      <span className="spinner__wheel" aria-hidden="true" />
      <Label className="spinner__label">{label}</Label>
    </ProgressBar>
  );
}
