/** What every area's adapters may share: the clock, the file store and the key the service signs with. */
export const SHARED_TOKENS = {
  Clock: Symbol('Clock'),
  FileStore: Symbol('FileStore'),
  SigningSecret: Symbol('SigningSecret'),
} as const;
