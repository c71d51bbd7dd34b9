import type { Locale } from '../../domain/locales/locales';
import type { PushEnvironment } from './notifications/push-service.browser';
import type { RuntimeConfig } from './runtime-config';

/** What the composition root takes from the browser, passed in so tests can hand over fakes. */
export interface BrowserEnvironment {
  runtime: RuntimeConfig;
  fetch: typeof globalThis.fetch;
  storage: Storage;
  document: Pick<Document, 'cookie'>;
  framedByAnotherSite: boolean;
  /** The locale of the page the portal shows (its path's prefix); none before a page is under one. */
  shownLocale?: () => Locale | undefined;
  /** The browser's notification and push machinery; without it push is unsupported. */
  push?: PushEnvironment;
  reloadPage?: () => void;
  /** The session hand-over the portal page asked for before the portal's code ran (session/early-hand-over.ts). */
  earlyHandOver?: () => Promise<Response | null> | undefined;
}
