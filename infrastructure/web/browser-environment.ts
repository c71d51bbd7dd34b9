import type { PushEnvironment } from './notifications/push-service.browser';
import type { RuntimeConfig } from './runtime-config';

/** What the composition root takes from the browser, passed in so tests can hand over fakes. */
export interface BrowserEnvironment {
  runtime: RuntimeConfig;
  fetch: typeof globalThis.fetch;
  storage: Storage;
  document: Pick<Document, 'cookie'>;
  framedByAnotherSite: boolean;
  /** The browser's notification and push machinery; without it push is unsupported. */
  push?: PushEnvironment;
  reloadPage?: () => void;
}
