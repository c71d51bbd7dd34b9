export const MANIFEST_TOKENS = {
  manifestGateway: Symbol.for('portal.ManifestGateway'),
} as const;
