/**
 * What public/session-hand-over.js leaves on the window: its POST /refresh-token's answer (null when none came), or
 * null once the portal has taken the hand-over.
 */
type EarlyHandOver = Promise<Response | null>;

interface WindowWithHandOver {
  portalSessionHandOver?: EarlyHandOver | null;
}

/**
 * Takes the page's early session hand-over at most once: a refresh token is spent by its answer, so a second refresh
 * must ask the service again. Undefined when the page has not asked (yet) or it has been taken; either way it is
 * marked taken, so that the page's script, should it only now run, does not ask as well.
 */
export function earlyHandOverOf(window: object): () => EarlyHandOver | undefined {
  const holder = window as WindowWithHandOver;
  return () => {
    const early = holder.portalSessionHandOver ?? undefined;
    holder.portalSessionHandOver = null;
    return early;
  };
}
