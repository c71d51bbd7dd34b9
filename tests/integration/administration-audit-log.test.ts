import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditStamp } from '../../application/service/user-administration/audit-log';
import { openDatabase, type OpenedDatabase } from '../../infrastructure/db/database';
import { AdministrativeAuditLogPostgres, recordAuditEntry } from '../../infrastructure/db/user-administration/audit-log.postgres';
import { users } from '../../infrastructure/db/schema';
import { applyDemoSeed } from '../../infrastructure/db/seed/apply-demo-seed';
import { createPostgresDatabase, ENGINES } from './support/test-server';

describe.each(ENGINES)('administrative audit log on %s', (engine) => {
  let database: OpenedDatabase;
  let drop: () => Promise<void> = async () => {};
  let admin: AuditStamp;
  let dealerId: string;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const created = await createPostgresDatabase();
      database = await openDatabase(created.database);
      drop = created.dropDatabase;
    } else {
      database = await openDatabase({ engine: 'pglite' });
    }
    await applyDemoSeed(database.db, { passwordHash: 'not-used', now: new Date('2026-11-25T09:00:00Z') });
    const [adminRow] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    const [dealerRow] = await database.db.select().from(users).where(eq(users.username, 'dealer'));
    admin = { actorId: adminRow!.id, actorUsername: 'admin', at: new Date('2026-11-26T08:00:00Z') };
    dealerId = dealerRow!.id;
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('keeps an entry only when the transaction of its change commits', async () => {
    const log = new AdministrativeAuditLogPostgres(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Changed then undone' }).where(eq(users.id, dealerId));
        await recordAuditEntry(tx, admin, { action: 'update', subjectType: 'user', subjectId: dealerId, before: { name: 'Budi Santoso' }, after: { name: 'Changed then undone' } });
        throw new Error('the change fails after its entry was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await log.entriesOfUser(dealerId, 10)).toEqual([]);

    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Budi S.' }).where(eq(users.id, dealerId));
      await recordAuditEntry(tx, admin, { action: 'update', subjectType: 'user', subjectId: dealerId, before: { name: 'Budi Santoso', email: 'budi@x.io' }, after: { name: 'Budi S.', email: 'budi@x.io' } });
    });
    const [entry] = await log.entriesOfUser(dealerId, 10);
    expect(entry).toMatchObject({ actorId: admin.actorId, actorUsername: 'admin', action: 'update', subjectType: 'user', subjectId: dealerId, changedFields: ['name'], before: { name: 'Budi Santoso' }, after: { name: 'Budi S.' } });
    expect(entry!.at.toISOString()).toBe('2026-11-26T08:00:00.000Z');
  });

  it('reads a user’s entries newest first, both about the user and made by the user', async () => {
    const log = new AdministrativeAuditLogPostgres(database.db);
    const later = { ...admin, at: new Date('2026-11-26T09:00:00Z') };
    await recordAuditEntry(database.db, later, { action: 'create', subjectType: 'role', subjectId: 'role-1', before: null, after: { name: 'warranty' } });
    expect((await log.entriesOfUser(admin.actorId, 10)).map((entry) => entry.subjectType)).toEqual(['role', 'user']);
    expect((await log.entriesAbout('role', 'role-1', 10)).map((entry) => entry.changedFields)).toEqual([['name']]);
    expect(await log.entriesOfUser(admin.actorId, 1)).toHaveLength(1);
  });
});
