import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { serviceSecrets } from '../schema';

/**
 * Reads a secret the service keeps in its own database, creating it on first use, so a fresh install signs
 * tokens without set-up and keeps its sessions across restarts. Several instances agree on the first writer.
 * `create` makes the value when none is stored yet (default: 48 random bytes, base64url).
 */
export async function serviceSecret(db: Database, name: string, create: () => string = () => randomBytes(48).toString('base64url')): Promise<string> {
  await db.insert(serviceSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: serviceSecrets.value }).from(serviceSecrets).where(eq(serviceSecrets.name, name));
  if (!row) throw new Error(`service secret ${name} could not be stored`);
  return row.value;
}
