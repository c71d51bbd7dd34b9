import type { ReactNode } from 'react';

/** A fact of a record: its label and its value; a fact without a value is left out. */
export type Fact = readonly [label: string, value: ReactNode];

/** The facts of a record (an order, an invoice, a payment) as a description list, and any further entries after them. */
export function FactList({ facts, className, children }: { facts: readonly Fact[]; className: string; children?: ReactNode }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) =>
        value === null || value === undefined || value === '' ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
      {children}
    </dl>
  );
}
