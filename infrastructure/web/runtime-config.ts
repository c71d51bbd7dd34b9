/** What the browser must know before it can call anything else, served at /runtime-config.json. */
export interface RuntimeConfig {
  /** Origin of the service, empty for the portal's own origin. */
  apiBaseUrl: string;
  /** The Authorization header value of the configuration calls. */
  configAuthorization: string | null;
}

const SAME_ORIGIN: RuntimeConfig = { apiBaseUrl: '', configAuthorization: null };

/** Loads the runtime configuration; without it the portal talks to its own origin and goes on without host config. */
export async function loadRuntimeConfig(fetch: typeof globalThis.fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/runtime-config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return SAME_ORIGIN;
    const loaded = (await response.json()) as Partial<RuntimeConfig>;
    return {
      apiBaseUrl: typeof loaded.apiBaseUrl === 'string' ? loaded.apiBaseUrl : '',
      configAuthorization: typeof loaded.configAuthorization === 'string' ? loaded.configAuthorization : null,
    };
  } catch (error) {
    console.warn('runtime configuration could not be loaded', error);
    return SAME_ORIGIN;
  }
}
