import PgBoss from 'pg-boss';
import type { ExportJobQueue } from '../../application/service/download-area/ports';
import type { UploadJobQueue } from '../../application/service/upload-area/ports';
import type { Database } from '../db/database';

/** The queue download-area exports run on. */
export const EXPORT_QUEUE = 'download-area-export';
/** The queue the upload area's albums process completed uploads on. */
export const UPLOAD_QUEUE = 'upload-area-processing';
/** The queue the upload area's sweep of abandoned unfinished uploads runs on, on a schedule. */
export const UPLOAD_EXPIRY_QUEUE = 'upload-area-expiry';
/**
 * When the sweep runs (cron, UTC): hourly, so an abandoned upload goes at most an hour after its limit; with nothing
 * abandoned the sweep is one query over the few upload rows.
 */
export const UPLOAD_EXPIRY_SCHEDULE = '17 * * * *';
/** The database schema pg-boss keeps its jobs in, beside the portal's tables. */
export const JOB_QUEUE_SCHEMA = 'job_queue';

export interface JobQueueTimings {
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
  /** How long a job may run before the queue counts its worker as gone and retries it elsewhere. */
  expireInSeconds: number;
  /** How often the queue looks for expired jobs. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_JOB_QUEUE_TIMINGS: JobQueueTimings = { pollingIntervalSeconds: 2, expireInSeconds: 600, maintenanceIntervalSeconds: 60 };
/** How often a failed job is tried again before its export or upload is marked failed. */
const RETRY_LIMIT = 3;

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss over the portal's own connection rather than a pool of its own: PGlite serves one connection (in process,
 * or through its socket with a pool of one), so the queue shares it. pg-boss sends its schema set-up as several
 * statements in one string, which PGlite takes only through `exec`; node-postgres takes it as a simple query.
 */
function sharedConnection(db: Database) {
  const client = (db as unknown as { $client: SqlClient }).$client;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/**
 * The job queue of the download area's exports and the upload area's processing and expiry, kept in the same database with
 * pg-boss. pg-boss polls with SKIP LOCKED and takes advisory locks only inside its set-up transactions; it needs no
 * LISTEN/NOTIFY, so it runs on PGlite as on PostgreSQL (docs/decisions.md).
 */
export class JobQueuePgBoss implements ExportJobQueue, UploadJobQueue {
  private readonly boss: PgBoss;

  constructor(
    db: Database,
    private readonly timings: JobQueueTimings,
    onError: (error: Error) => void,
  ) {
    this.boss = new PgBoss({ db: sharedConnection(db), schema: JOB_QUEUE_SCHEMA, maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds } as PgBoss.ConstructorOptions);
    this.boss.on('error', onError);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const queue of [EXPORT_QUEUE, UPLOAD_QUEUE, UPLOAD_EXPIRY_QUEUE]) await this.boss.createQueue(queue, { name: queue, retryLimit: RETRY_LIMIT, expireInSeconds: this.timings.expireInSeconds });
    // Kept in the queue's tables, so every instance may register it and pg-boss still sends one job per tick.
    await this.boss.schedule(UPLOAD_EXPIRY_QUEUE, UPLOAD_EXPIRY_SCHEDULE, {}, { tz: 'UTC', retryLimit: RETRY_LIMIT, expireInSeconds: this.timings.expireInSeconds });
  }

  enqueue(requestId: string): Promise<void> {
    return this.send(EXPORT_QUEUE, requestId);
  }

  enqueueUpload(uploadId: string): Promise<void> {
    return this.send(UPLOAD_QUEUE, uploadId);
  }

  /** Runs exports one at a time as jobs arrive; `onFailedForGood` hears of a job whose last try failed. */
  workExports(run: (requestId: string) => Promise<void>, onFailedForGood: (requestId: string) => Promise<void>): Promise<void> {
    return this.work(EXPORT_QUEUE, run, onFailedForGood);
  }

  /** Processes completed uploads one at a time as jobs arrive; `onFailedForGood` hears of a job whose last try failed. */
  workUploads(run: (uploadId: string) => Promise<void>, onFailedForGood: (uploadId: string) => Promise<void>): Promise<void> {
    return this.work(UPLOAD_QUEUE, run, onFailedForGood);
  }

  /** Sweeps abandoned uploads whenever the schedule (or `sweepUploadsNow`) sends the job; a failed sweep is retried. */
  async workUploadExpiry(sweep: () => Promise<void>): Promise<void> {
    await this.boss.work(UPLOAD_EXPIRY_QUEUE, { pollingIntervalSeconds: this.timings.pollingIntervalSeconds, batchSize: 1 }, () => sweep());
  }

  /** Asks for a sweep now, as the schedule does at its hour; a sweep already waiting is not asked twice. */
  async sweepUploadsNow(): Promise<void> {
    await this.boss.send(UPLOAD_EXPIRY_QUEUE, {}, { singletonKey: UPLOAD_EXPIRY_QUEUE, retryLimit: RETRY_LIMIT, expireInSeconds: this.timings.expireInSeconds });
  }

  /** The cron each scheduled queue runs on, by queue. */
  async schedules(): Promise<Map<string, string>> {
    return new Map((await this.boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]));
  }

  /** Stops taking jobs; a job still running after `timeoutMs` is handed back to the queue to run again. */
  stop(timeoutMs: number): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: timeoutMs, close: false });
  }

  private async send(queue: string, id: string): Promise<void> {
    await this.boss.send(queue, { id }, { singletonKey: id, retryLimit: RETRY_LIMIT, expireInSeconds: this.timings.expireInSeconds });
  }

  private async work(queue: string, run: (id: string) => Promise<void>, onFailedForGood: (id: string) => Promise<void>): Promise<void> {
    await this.boss.work<{ id: string }>(queue, { pollingIntervalSeconds: this.timings.pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      try {
        await run(job.data.id);
      } catch (failure) {
        const stored = await this.boss.getJobById(queue, job.id);
        if (stored && stored.retryCount >= stored.retryLimit) await onFailedForGood(job.data.id);
        throw failure;
      }
    });
  }
}
