/** Identifiers of the browser adapters that only the composition root and its tests ask for. */
export const WEB_TOKENS = {
  environment: Symbol.for('web.BrowserEnvironment'),
  runtimeConfig: Symbol.for('web.RuntimeConfig'),
  apiClient: Symbol.for('web.ApiClient'),
  graphqlClient: Symbol.for('web.GraphqlClient'),
} as const;
