import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FactList, type Fact } from './FactList';

function ExpandIcon({ expanded }: { expanded: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={expanded ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </svg>
  );
}

/** The disclosure button of a row's details: says whether they are open and which element holds them. */
export function RowDetailsButton({ label, expanded, detailsId, onToggle }: { label: string; expanded: boolean; detailsId: string; onToggle: () => void }) {
  return (
    <Button className="data-table__expand" aria-label={label} aria-expanded={expanded} aria-controls={detailsId} onPress={onToggle}>
      <ExpandIcon expanded={expanded} />
    </Button>
  );
}

/**
 * A row's details: the columns the table had no room for, as label and value, then whatever else the table shows
 * for an opened row.
 */
export function RowDetails({ id, className, hiddenFields = [], children }: { id: string; className: string; hiddenFields?: readonly Fact[]; children?: ReactNode }) {
  return (
    <div id={id} className={className}>
      {hiddenFields.length > 0 && <FactList className="data-table__fields" facts={hiddenFields} />}
      {children}
    </div>
  );
}
