import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';

/** The operations the portal was built with, by the id it sends instead of their text (written by `npm run codegen`). */
export function readPersistedOperations(file: URL): ReadonlyMap<string, string> {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(stored));
}

/**
 * Runs a known operation sent by its id (`extensions.persistedQuery.sha256Hash`), so the portal's code carries no
 * GraphQL documents. Operations sent as text still run, under the same limits: scripts, the benchmark and GraphiQL
 * send them.
 */
export function persistedOperations(operations: ReadonlyMap<string, string>): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id) ?? null,
    allowArbitraryOperations: true,
  }) as Plugin;
}
