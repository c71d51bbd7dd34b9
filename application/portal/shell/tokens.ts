/** Identifiers under which the browser's composition root binds the shell's own ports. */
export const SHELL_TOKENS = {
  clock: Symbol.for('portal.Clock'),
  keyValueStore: Symbol.for('portal.KeyValueStore'),
  requestProgress: Symbol.for('portal.RequestProgress'),
  maintenanceNotices: Symbol.for('portal.MaintenanceNotices'),
  chunkReloadGuard: Symbol.for('portal.ChunkReloadGuard'),
} as const;
