/** What every area's adapters may share: the clock, the file store, the key the service signs with and its texts. */
export const SHARED_TOKENS = {
  Clock: Symbol('Clock'),
  FileStore: Symbol('FileStore'),
  SigningSecret: Symbol('SigningSecret'),
  MessageCatalogues: Symbol('MessageCatalogues'),
} as const;
