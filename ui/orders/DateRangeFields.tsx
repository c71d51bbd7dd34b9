import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DateRangeErrorKey } from '../../domain/dates/date-range';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { dateRangeErrorMessages, ordersMessages } from './orders-messages';
import type { RangeDraft } from './orders-slice';

/** From and to date fields with one message per date-filter rule the range breaks, announced and linked to both fields. */
export function DateRangeFields({
  range,
  errors,
  onChange,
}: {
  range: RangeDraft;
  errors: readonly DateRangeErrorKey[];
  onChange: (range: RangeDraft) => void;
}) {
  const intl = useIntl();
  const errorsId = useId();
  const described = errors.length > 0 ? errorsId : undefined;
  return (
    <>
      <TextField type="date" label={intl.formatMessage(ordersMessages.from)} value={range.from} onChange={(from) => onChange({ ...range, from })} aria-describedby={described} />
      <TextField type="date" label={intl.formatMessage(ordersMessages.to)} value={range.to} onChange={(to) => onChange({ ...range, to })} aria-describedby={described} />
      {errors.length > 0 && (
        <div id={errorsId} className="orders-range-errors" role="alert">
          <ul>
            {errors.map((error) => (
              <li key={error}>{intl.formatMessage(dateRangeErrorMessages[error])}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** A filter form: its fields, then the submit button, which is pressed by Enter in any field too. */
export function FilterForm({ label, submitLabel, onSubmit, children }: { label: string; submitLabel: string; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="orders-filters" aria-label={label} onSubmit={submit}>
      {children}
      <div className="orders-filters__submit">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
