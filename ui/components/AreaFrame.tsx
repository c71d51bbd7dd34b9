import { useId, type ReactNode } from 'react';
import { PageTitle } from '../shell/head/PageHead';
import './components.css';
import './data-table.css';

/**
 * The frame of a page outside the catalogue (orders, invoices, payments, click and collect): its title, also the
 * document's, the page's own actions beside it, and its content.
 */
export function AreaFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="area-frame" aria-labelledby={headingId}>
      <PageTitle>{title}</PageTitle>
      <header className="area-frame__header">
        <h1 id={headingId}>{title}</h1>
        {actions && <div className="area-frame__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
