/** The answer public/session-hand-over.js leaves on the window: its POST /refresh-token's, or null when none came. */
type EarlyHandOver = Promise<Response | null>;

interface WindowWithHandOver {
  portalSessionHandOver?: EarlyHandOver;
}

/**
 * Takes the page's early session hand-over at most once: a refresh token is spent by its answer, so a second refresh
 * must ask the service again. Undefined when the page sent none or it has been taken.
 */
export function earlyHandOverOf(window: object): () => EarlyHandOver | undefined {
  const holder = window as WindowWithHandOver;
  return () => {
    const early = holder.portalSessionHandOver;
    delete holder.portalSessionHandOver;
    return early;
  };
}
