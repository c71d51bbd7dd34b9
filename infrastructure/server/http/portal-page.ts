/** What the browser must know before it can call anything else (infrastructure/web/runtime-config.ts reads it). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  configAuthorization: string;
}

/**
 * The portal page with the runtime configuration written into it as a JSON data block, which the browser reads instead
 * of fetching /runtime-config.json: on a phone's link that fetch is a round trip before any other call can start. A
 * data block is never run, so the content security policy's ban on inline script still holds; `<` is escaped so that
 * no value can end the block.
 */
export function withRuntimeConfig(indexHtml: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return indexHtml.replace('</head>', `<script type="application/json" id="runtime-config">${json}</script></head>`);
}
