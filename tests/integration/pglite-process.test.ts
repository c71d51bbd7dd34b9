import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginFailureRepositoryPostgres } from '../../infrastructure/db/auth/login-failure-repository.postgres';
import { openDatabase } from '../../infrastructure/db/database';
import { loginFailures } from '../../infrastructure/db/schema';

describe('PGlite in a process of its own, reached over its socket', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pglite-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data in its folder from one start to the next', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir, ownProcess: true });
    expect(first.engine).toBe('pglite');
    await first.db.insert(loginFailures).values({ username: 'kept', client: '192.0.2.1', device: null, failedAt: new Date('2026-11-25T10:00:00Z') });
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir, ownProcess: true });
    const kept = await second.db.select({ username: loginFailures.username }).from(loginFailures);
    await second.close();
    expect(kept).toEqual([{ username: 'kept' }]);
  });

  it('runs transactions sent at once one after another, each seeing what the earlier ones wrote', async () => {
    const database = await openDatabase({ engine: 'pglite', ownProcess: true });
    const repository = new LoginFailureRepositoryPostgres(database.db);
    const at = new Date('2026-11-25T10:00:00Z');
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => repository.begin({ username: 'burst', client: '198.51.100.7', device: null, at }, new Date(at.getTime() - 60_000))),
    );
    await database.close();
    const seen = attempts.map((attempt) => attempt.history.account.length).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });
});
