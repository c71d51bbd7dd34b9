import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the end-to-end server on a port writes its e-mails (.eml), so a test can read what was sent. */
export function e2eOutboxFolder(port: number): string {
  return join(tmpdir(), `portal-e2e-outbox-${port}`);
}
