import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../components/use-media-query';
import { selectMobileSearchOpen } from '../shell/shell-slice';
import { useAppSelector } from '../store/hooks';

/**
 * The search of a third-party list. On a small screen it shows once the mobile header's search button is pressed,
 * and takes the focus then; on a large one it always shows.
 */
export function ThirdPartySearch({ label, submitLabel, value, onSearch }: { label: string; submitLabel: string; value: string; onSearch: (term: string) => void }) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const open = useAppSelector(selectMobileSearchOpen);
  const [term, setTerm] = useState(value);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setTerm(value), [value]);
  useEffect(() => {
    if (small && open) form.current?.querySelector('input')?.focus();
  }, [small, open]);
  if (small && !open) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <Form ref={form} role="search" className="third-party__search" onSubmit={submit} aria-label={label}>
      <TextField label={label} type="search" value={term} onChange={setTerm} />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </Form>
  );
}
