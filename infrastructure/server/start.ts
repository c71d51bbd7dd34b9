import { mkdtemp, rm } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import type { Clock } from '../../application/service/shared/ports';
import { openDatabase, type DatabaseLocation, type OpenedDatabase } from '../db/database';
import { serviceSecret } from '../db/config/service-secrets.postgres';
import { applyDemoSeed } from '../db/seed/apply-demo-seed';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { ensureDemoFiles } from '../db/seed/demo-files';
import { ensureDemoMarketingFiles } from '../db/seed/demo-content-library';
import { ensureDemoSalesDocumentFiles } from '../db/seed/demo-sales-document-files';
import { FileStoreLocalFolder } from '../files/file-store.local-folder';
import { generateVapidKeys, parseVapidKeys } from '../push/notification-sender.web-push';
import { createApp } from './app';
import { PasswordHasherArgon2 } from './auth/argon2-password-hasher';
import { buildServerContainer, SERVER_TOKENS } from './container';
import type { ServerServices } from './server-services';
import { systemClock } from './system-clock';
import { failDownloadExport, runDownloadExport } from '../../application/service/download-area/download-requests';
import { expireAbandonedUploads, failUpload, processUpload } from '../../application/service/upload-area/uploads';
import { UploadedFilesTusFolder } from '../files/uploaded-files.tus-folder';
import { DEFAULT_JOB_QUEUE_TIMINGS, JobQueuePgBoss, type JobQueueTimings } from '../jobs/job-queue.pg-boss';
import { RequestsInFlight } from './http/requests-in-flight';

export interface PortalServerOptions {
  database: DatabaseLocation;
  port: number;
  hostname?: string;
  seedDemoData: boolean;
  /** The instant the demo data is dated from (invoice due dates, deliveries…); by default the clock's now. */
  demoDataDatedAt?: Date;
  production: boolean;
  portalFolder?: string;
  signingSecret?: string;
  /** Behind a proxy the service trusts, the client address of a sign-in is the first X-Forwarded-For entry. */
  trustProxy?: boolean;
  configCredentials?: { username: string; password: string };
  logger?: Logger;
  clock?: Clock;
  /** Folder of the file store (banner images…); without one the server uses a temporary folder it removes on close. */
  filesFolder?: string;
  /** Contact for push services in VAPID-signed requests (mailto: or https:). */
  vapidSubject?: string;
  /**
   * E-mail: an SMTP URL sends for real; otherwise messages are written as .eml files to the outbox folder, by
   * default `outbox` beside the files folder (inside the temporary folder when there is none).
   */
  mail?: { smtpUrl?: string; from?: string; outboxFolder?: string };
  /** The job queue's timings, and whether this instance runs queued jobs (default yes) or only queues them. */
  jobQueue?: Partial<JobQueueTimings> & { work?: boolean };
  /**
   * A certificate and its private key (PEM): the portal is then served over TLS, with HTTP/2 for the browsers that
   * speak it and HTTP/1.1 for other clients. Without them, plain HTTP/1.1, as behind a proxy that ends TLS.
   */
  tls?: { cert: string | Buffer; key: string | Buffer };
}

/** How long closing waits for the requests still being answered before it closes the database under them. */
const REQUEST_DRAIN_TIMEOUT_MS = 10_000;

/** How long closing waits for a running export before handing it back to the queue for the next start. */
const JOB_STOP_TIMEOUT_MS = 5_000;

export interface RunningPortalServer {
  url: string;
  port: number;
  database: OpenedDatabase;
  services: ServerServices;
  /** The job queue, to ask for a scheduled job (the sweep of abandoned uploads) now rather than at its hour. */
  jobs: JobQueuePgBoss;
  seeded: boolean;
  close(): Promise<void>;
}

export const DEFAULT_CONFIG_CREDENTIALS = { username: 'portal', password: 'portal-config' };
export const DEFAULT_VAPID_SUBJECT = 'mailto:webmaster@dealer-portal.example';

/** Opens the database, applies migrations and the demo seed, and serves the portal on one port. */
export async function startPortalServer(options: PortalServerOptions): Promise<RunningPortalServer> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(options.database);
  const passwords = new PasswordHasherArgon2();
  const seeded = options.seedDemoData ? await applyDemoSeed(database.db, { passwordHash: await passwords.hash(DEMO_PASSWORD), now: options.demoDataDatedAt ?? clock.now() }) : false;
  const temporaryFiles = options.filesFolder ? undefined : await mkdtemp(join(tmpdir(), 'portal-files-'));
  const files = new FileStoreLocalFolder(options.filesFolder ?? temporaryFiles!);
  if (options.seedDemoData) await ensureDemoFiles(files);
  if (options.seedDemoData) await ensureDemoMarketingFiles(database.db, files);
  if (options.seedDemoData) await ensureDemoSalesDocumentFiles(database.db, files);
  const vapidKeys = parseVapidKeys(await serviceSecret(database.db, 'web-push-vapid-keys', () => JSON.stringify(generateVapidKeys())));
  const jobs = new JobQueuePgBoss(database.db, { ...DEFAULT_JOB_QUEUE_TIMINGS, ...options.jobQueue }, (error) => logger.error({ err: error }, 'job queue failed'));
  await jobs.start();
  // Uploads in progress sit beside the file store, not in it: they are kept only until their album has processed them.
  const uploadedFiles = new UploadedFilesTusFolder(options.filesFolder ? join(options.filesFolder, '..', 'uploads') : join(temporaryFiles!, 'uploads'));
  const container = buildServerContainer({
    exportJobs: jobs,
    uploadJobs: jobs,
    uploadedFiles,
    db: database.db,
    clock,
    signingSecret: options.signingSecret ?? (await serviceSecret(database.db, 'access-token-signing-key')),
    decoyPasswordHash: await passwords.hash('decoy password that matches no account'),
    files,
    vapid: { ...vapidKeys, subject: options.vapidSubject ?? DEFAULT_VAPID_SUBJECT },
    mail: {
      ...(options.mail?.smtpUrl ? { smtpUrl: options.mail.smtpUrl } : {}),
      ...(options.mail?.from ? { from: options.mail.from } : {}),
      outboxFolder: options.mail?.outboxFolder ?? (options.filesFolder ? join(options.filesFolder, '..', 'outbox') : join(temporaryFiles!, 'outbox')),
    },
  });
  const services = container.get<ServerServices>(SERVER_TOKENS.Services);
  if (options.jobQueue?.work !== false) {
    await jobs.workExports(
      (requestId) => runDownloadExport(services, requestId),
      (requestId) => failDownloadExport(services, requestId),
    );
    await jobs.workUploads(
      (uploadId) => processUpload(services, uploadId),
      (uploadId) => failUpload(services, uploadId),
    );
    await jobs.workUploadExpiry(async () => {
      const removed = await expireAbandonedUploads(services);
      if (removed > 0) logger.info({ removed }, 'abandoned uploads removed');
    });
  }
  const app = createApp({
    services,
    logger,
    production: options.production,
    configCredentials: options.configCredentials ?? DEFAULT_CONFIG_CREDENTIALS,
    portalFolder: options.portalFolder,
    trustProxy: options.trustProxy,
    uploadFolder: uploadedFiles.folder,
    healthCheck: async () => {
      await database.db.execute(sql`select 1`);
    },
  });
  // Over HTTP/1.1 a phone fetches six files at a time, each waiting its round trip; HTTP/2 sends them all at once.
  const secure = options.tls ? { createServer: createSecureServer, serverOptions: { ...options.tls, allowHTTP1: true } } : {};
  const inFlight = new RequestsInFlight();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request, env) => inFlight.track(() => app.fetch(request, env)), port: options.port, hostname: options.hostname ?? '0.0.0.0', ...secure }, () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://localhost:${port}`,
    port,
    database,
    services,
    jobs,
    seeded,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      if (!(await inFlight.settled(REQUEST_DRAIN_TIMEOUT_MS))) logger.warn('closing with requests still being answered');
      await jobs.stop(JOB_STOP_TIMEOUT_MS);
      await database.close();
      if (temporaryFiles) await rm(temporaryFiles, { recursive: true, force: true });
    },
  };
}
