/* global window, fetch */
/**
 * The dealer portal's early session hand-over. The portal page carries this script, first in its head, only for a
 * browser that holds a session (infrastructure/server/http/portal-page.ts). It asks POST /refresh-token at once, while
 * the portal's own code still downloads, and leaves the answer (or null when none came) for the portal's API client
 * (infrastructure/web/session/early-hand-over.ts). The client would otherwise ask only once its code has run: on a
 * phone's link, one round trip later on every page the browser opens. Should the client have asked already and marked
 * the hand-over taken (null), asking again would only spend the refresh token its answer just brought.
 */
/**
 * The dealer portal's early session hand-over. The portal page carries this script, first in its head, only for a
 * browser that holds a session (infrastructure/server/http/portal-page.ts). It asks POST /refresh-token at once, while the portal's own code
 * still downloads, and leaves the answer (or null when none came) for the portal's API client
 * (infrastructure/web/session/early-hand-over.ts). The client would otherwise ask only once its code has run: on a
 * phone's link, one round trip later on every page the browser opens. Should the client have run first (its code
 * already cached, this script not yet here), it has asked itself and marked the hand-over taken (null): asking again
 * would only spend the refresh token its answer just brought.
 */
if (window.portalSessionHandOver === undefined) {
  window.portalSessionHandOver = fetch('/refresh-token', { method: 'POST', headers: { accept: 'application/json' } }).catch(() => null);
}
