import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../infrastructure/db/database';
import { createPostgresDatabase } from './support/test-server';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool when the server ends its idle connections', () => {
  let database: OpenedDatabase;
  let location: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    location = await createPostgresDatabase();
    database = await openDatabase(location.database);
  });
  afterAll(async () => {
    await database?.close();
    await location?.dropDatabase();
  });

  it('lets them go and answers the next query on a fresh connection', async () => {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        new URL(location.database.url).pathname.slice(1),
      ]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = (await database.db.execute(sql`select 1 as one`)) as { rows: Record<string, unknown>[] };
    expect(answer.rows[0]).toEqual({ one: 1 });
  });
});
