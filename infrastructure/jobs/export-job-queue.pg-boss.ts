import PgBoss from 'pg-boss';
import type { ExportJobQueue } from '../../application/service/download-area/ports';
import type { Database } from '../db/database';

/** The queue download-area exports run on. */
export const EXPORT_QUEUE = 'download-area-export';
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
/** How often a failed export is tried again before it is marked failed. */
const EXPORT_RETRY_LIMIT = 3;

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
 * The download area's job queue, kept in the same database with pg-boss. pg-boss polls with SKIP LOCKED and takes
 * advisory locks only inside its set-up transactions; it needs no LISTEN/NOTIFY, so it runs on PGlite as on
 * PostgreSQL (docs/decisions.md).
 */
export class ExportJobQueuePgBoss implements ExportJobQueue {
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
    await this.boss.createQueue(EXPORT_QUEUE, { name: EXPORT_QUEUE, retryLimit: EXPORT_RETRY_LIMIT, expireInSeconds: this.timings.expireInSeconds });
  }

  async enqueue(requestId: string): Promise<void> {
    await this.boss.send(EXPORT_QUEUE, { requestId }, { singletonKey: requestId, retryLimit: EXPORT_RETRY_LIMIT, expireInSeconds: this.timings.expireInSeconds });
  }

  /** Runs exports one at a time as jobs arrive; `onFailedForGood` hears of a job whose last try failed. */
  async work(run: (requestId: string) => Promise<void>, onFailedForGood: (requestId: string) => Promise<void>): Promise<void> {
    await this.boss.work<{ requestId: string }>(EXPORT_QUEUE, { pollingIntervalSeconds: this.timings.pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      try {
        await run(job.data.requestId);
      } catch (failure) {
        const stored = await this.boss.getJobById(EXPORT_QUEUE, job.id);
        if (stored && stored.retryCount >= stored.retryLimit) await onFailedForGood(job.data.requestId);
        throw failure;
      }
    });
  }

  /** Stops taking jobs; a job still running after `timeoutMs` is handed back to the queue to run again. */
  stop(timeoutMs: number): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: timeoutMs, close: false });
  }
}
