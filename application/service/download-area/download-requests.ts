import { AUDIT_LIMITATION } from '../../../domain/session/session-user';
import { downloadFileName, downloadRequestErrors, exportProgress, quotaWindowStart, type DownloadModule } from '../../../domain/download-area/download-request';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import type { DownloadRequestRecord, DownloadRequestRepository, ExportFileWriter, ExportJobQueue, ExportRowSource, ExportScope } from './ports';

export interface DownloadAreaDeps {
  activeCustomers: ActiveCustomerRepository;
  downloadRequests: DownloadRequestRepository;
  exportJobs: ExportJobQueue;
  clock: Clock;
}

/** How many earlier requests the download area lists. */
export const DOWNLOAD_LIST_LIMIT = 50;

/** Whose rows the user's exports read: an audit user's sales organisations, else the session's customer. */
async function exportScope(deps: DownloadAreaDeps, principal: Principal): Promise<Result<ExportScope, readonly UserError[]>> {
  if (principal.limitation === AUDIT_LIMITATION) return ok({ sorgs: await deps.downloadRequests.userSorgs(principal.userId) });
  const customer = await resolveActiveCustomer(deps, principal);
  return customer.ok ? ok({ customerId: customer.value.customerId }) : refused(userError([], customer.error));
}

/**
 * Queues an export of a module over a period: the same rules as the screen (domain/download-area), the user's
 * quota counted over the last day, then one request row and one job. The row is written before the job, so a job
 * always finds its request; a request whose job could not be queued is marked failed rather than left waiting.
 */
export async function requestDownload(
  deps: DownloadAreaDeps,
  principal: Principal,
  input: { module: string; from: string; to: string },
): Promise<Result<DownloadRequestRecord>> {
  const now = deps.clock.now();
  const range = { from: input.from.trim(), to: input.to.trim() };
  const used = await deps.downloadRequests.countRequestedSince(principal.userId, quotaWindowStart(now));
  const errors = downloadRequestErrors({ module: input.module, range }, used);
  if (errors.length > 0) return refused(...errors);
  const scope = await exportScope(deps, principal);
  if (!scope.ok) return scope;
  const module = input.module as DownloadModule;
  const created = await deps.downloadRequests.create({ userId: principal.userId, scope: scope.value, module, range, fileName: downloadFileName(module, range), requestedAt: now });
  try {
    await deps.exportJobs.enqueue(created.id);
  } catch (failure) {
    await deps.downloadRequests.update(created.id, { status: 'failed', completedAt: now });
    throw failure;
  }
  return ok(created);
}

/** The user's earlier requests with where each stands, newest first. */
export function downloadRequestsOf(deps: Pick<DownloadAreaDeps, 'downloadRequests'>, principal: Principal): Promise<DownloadRequestRecord[]> {
  return deps.downloadRequests.listOf(principal.userId, DOWNLOAD_LIST_LIMIT);
}

/** The finished file of one of the user's own requests; another user's request is as if it were not there. */
export async function downloadFile(
  deps: Pick<DownloadAreaDeps, 'downloadRequests'> & { exportFiles: ExportFileWriter },
  principal: Principal,
  id: string,
): Promise<Result<{ fileName: string; bytes: Uint8Array }, 'not_found' | 'not_ready'>> {
  const request = /^[0-9a-f-]{36}$/i.test(id) ? await deps.downloadRequests.find(id) : undefined;
  if (!request || request.userId !== principal.userId) return err('not_found');
  if (request.status !== 'completed') return err('not_ready');
  const bytes = await deps.exportFiles.read(id);
  return bytes ? ok({ fileName: request.fileName, bytes }) : err('not_found');
}

/** How often the progress of a running export is saved, in rows. */
export const PROGRESS_EVERY_ROWS = 5_000;

/**
 * Runs one queued export (the job's work): writes every row of the period to the spreadsheet, saving progress as it
 * goes, then marks the request completed. Run again after a restart, it starts the file anew, so a half-written
 * file is never served. A request that is already completed is left alone (a job delivered twice).
 */
export async function runDownloadExport(
  deps: { downloadRequests: DownloadRequestRepository; exportRows: ExportRowSource; exportFiles: ExportFileWriter; clock: Clock },
  requestId: string,
): Promise<void> {
  const request = await deps.downloadRequests.find(requestId);
  if (!request || request.status === 'completed') return;
  const total = await deps.exportRows.count(request.module, request.scope, request.range);
  await deps.downloadRequests.update(requestId, { status: 'running', progress: 0, rowCount: total });
  let saved = 0;
  await deps.exportFiles.write(requestId, deps.exportRows.columns(request.module), deps.exportRows.pages(request.module, request.scope, request.range), async (written) => {
    if (written - saved < PROGRESS_EVERY_ROWS) return;
    saved = written;
    await deps.downloadRequests.update(requestId, { progress: exportProgress(written, total) });
  });
  await deps.downloadRequests.update(requestId, { status: 'completed', progress: 100, completedAt: deps.clock.now() });
}

/** Marks an export that failed for good (the queue gave up retrying it). */
export async function failDownloadExport(deps: { downloadRequests: DownloadRequestRepository; clock: Clock }, requestId: string): Promise<void> {
  await deps.downloadRequests.update(requestId, { status: 'failed', completedAt: deps.clock.now() });
}
