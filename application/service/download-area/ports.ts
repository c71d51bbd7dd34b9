import type { DateRange } from '../../../domain/dates/date-range';
import type { DownloadModule, DownloadStatus } from '../../../domain/download-area/download-request';

/** Whose rows an export reads: one customer's, or (for an audit user) every customer's in some sales organisations. */
export type ExportScope = { customerId: string } | { sorgs: string[] };

export interface DownloadRequestRecord {
  id: string;
  userId: string;
  scope: ExportScope;
  module: DownloadModule;
  range: DateRange;
  status: DownloadStatus;
  progress: number;
  rowCount: number | null;
  fileName: string;
  requestedAt: Date;
  completedAt: Date | null;
}

export interface DownloadRequestRepository {
  /** How many downloads the user requested since the instant. */
  countRequestedSince(userId: string, since: Date): Promise<number>;
  create(record: Omit<DownloadRequestRecord, 'id' | 'status' | 'progress' | 'rowCount' | 'completedAt'>): Promise<DownloadRequestRecord>;
  /** The user's requests, newest first. */
  listOf(userId: string, limit: number): Promise<DownloadRequestRecord[]>;
  find(id: string): Promise<DownloadRequestRecord | undefined>;
  /** Records where the export stands; `completedAt` set when it has finished (or failed). */
  update(id: string, change: Partial<Pick<DownloadRequestRecord, 'status' | 'progress' | 'rowCount' | 'completedAt'>>): Promise<void>;
  /** The sales organisations of the user's areas, the reach of an audit user's exports. */
  userSorgs(userId: string): Promise<string[]>;
}

/** One row of an export, cell by column key. */
export type ExportRow = Record<string, string | number | null>;

/** Reads the rows a module exports, in pages, so a year of rows never sits in memory at once. */
export interface ExportRowSource {
  columns(module: DownloadModule): string[];
  count(module: DownloadModule, scope: ExportScope, range: DateRange): Promise<number>;
  pages(module: DownloadModule, scope: ExportScope, range: DateRange): AsyncIterable<ExportRow[]>;
}

/** Writes an export's rows to a spreadsheet file and keeps it for its owner to fetch. */
export interface ExportFileWriter {
  write(requestId: string, columns: string[], pages: AsyncIterable<ExportRow[]>, onRows: (written: number) => Promise<void>): Promise<void>;
  read(requestId: string): Promise<Uint8Array | undefined>;
}

/** The job queue exports run on: a queued export survives a restart of the service and is run once. */
export interface ExportJobQueue {
  enqueue(requestId: string): Promise<void>;
}
