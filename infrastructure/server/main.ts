import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { databaseLocationFromEnv } from '../db/database';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-data';
import { DEMO_VENDORS } from '../db/seed/demo-third-party';
import { DEFAULT_CONFIG_CREDENTIALS, startPortalServer } from './start';

const env = process.env;
// Every request is logged: written asynchronously, a line costs the request thread no system call, and pino flushes
// what is left when the process exits.
const logger = pino({ level: env.LOG_LEVEL ?? 'info' }, pino.destination({ sync: false }));
const production = env.NODE_ENV === 'production';

const server = await startPortalServer({
  database: databaseLocationFromEnv(env),
  port: Number(env.PORT ?? 3000),
  hostname: env.HOST ?? '0.0.0.0',
  seedDemoData: env.DEMO_SEED !== 'off',
  production,
  portalFolder: fileURLToPath(new URL('../../dist/portal', import.meta.url)),
  signingSecret: env.JWT_SECRET,
  trustProxy: env.TRUST_PROXY === '1',
  filesFolder: `${env.DATA_DIR ?? './data'}/files`,
  vapidSubject: env.VAPID_SUBJECT,
  mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxFolder: `${env.DATA_DIR ?? './data'}/outbox` },
  configCredentials:
    env.CONFIG_BASIC_USER && env.CONFIG_BASIC_PASSWORD ? { username: env.CONFIG_BASIC_USER, password: env.CONFIG_BASIC_PASSWORD } : DEFAULT_CONFIG_CREDENTIALS,
  logger,
  ...(env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { tls: { cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) } } : {}),
});

const banner = [
  '',
  `Dealer portal on ${server.url} (${server.database.engine}${server.seeded ? ', demo data created' : ''})`,
  `Second brand on ${new URL(server.url).protocol}//127.0.0.1:${server.port}`,
  '',
  `Demo logins (password ${DEMO_PASSWORD}):`,
  ...DEMO_USERS.map((user) => `  ${user.username.padEnd(12)} ${user.purpose}`),
  ...DEMO_VENDORS.flatMap((vendor) => (vendor.user ? [`  ${vendor.user.username.padEnd(12)} third-party vendor ${vendor.name}, keeping its articles and order statuses`] : [])),
  '',
];
process.stdout.write(`${banner.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
