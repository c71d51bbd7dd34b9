/**
 * What the browser must know before it can call anything else, served at /runtime-config.json and, by the portal's own
 * service, written into the portal page (RUNTIME_CONFIG_ELEMENT_ID) to spare a phone that round trip.
 */
export interface RuntimeConfig {
  /** Origin of the service, empty for the portal's own origin. */
  apiBaseUrl: string;
  /** The Authorization header value of the configuration calls. */
  configAuthorization: string | null;
}

/** The id of the JSON data block in the portal page that holds the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

const SAME_ORIGIN: RuntimeConfig = { apiBaseUrl: '', configAuthorization: null };

function runtimeConfigOf(loaded: Partial<RuntimeConfig>): RuntimeConfig {
  return {
    apiBaseUrl: typeof loaded.apiBaseUrl === 'string' ? loaded.apiBaseUrl : '',
    configAuthorization: typeof loaded.configAuthorization === 'string' ? loaded.configAuthorization : null,
  };
}

/**
 * The runtime configuration the page carries, else the one the service answers; without either the portal talks to its
 * own origin and goes on without host config.
 */
export async function loadRuntimeConfig(fetch: typeof globalThis.fetch, page: Pick<Document, 'getElementById'>): Promise<RuntimeConfig> {
  const written = page.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (written) return runtimeConfigOf(JSON.parse(written) as Partial<RuntimeConfig>);
  try {
    const response = await fetch('/runtime-config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return SAME_ORIGIN;
    return runtimeConfigOf((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.warn('runtime configuration could not be loaded', error);
    return SAME_ORIGIN;
  }
}
