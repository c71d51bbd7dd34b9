import { useId, type ReactNode } from 'react';

/** What a part of the claim page tells the person after a change, in the page's message. */
export type ClaimFeedback = { tone: 'info' | 'error'; text: string };

/** A titled part of the claim page, a landmark of its own so a screen reader can jump between the parts. */
export function ClaimSection({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section className={`claim-section ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="claim-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
