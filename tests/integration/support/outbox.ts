import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { textOfMail } from './mail';

/** Waits until the outbox holds a message to `address` and answers its plain text (the newest one). */
export async function mailTo(outbox: string, address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const eml = await readFile(join(outbox, name), 'utf8');
      if (new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(eml)) return textOfMail(eml);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The secret of the set-password link in a mail's text. */
export function passwordLinkToken(text: string): string {
  const match = /set-password#token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error('the mail holds no set-password link');
  return decodeURIComponent(match[1]!);
}
