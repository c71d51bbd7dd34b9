import { descendantsOf, postgresBackendsOf, processCpuMs, startCpuMeter } from './cpu-counters';
import type { BenchContext, BenchOperation } from './bench-plan';

export interface OperationResult {
  name: string;
  note?: string;
  url: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number; max: number };
  requests: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
  durationSeconds: number;
  /** CPU per answered request, warm-up included on both sides: the server process, and the database's processes. */
  cpuMsPerRequest: { server: number; database: number };
  probe?: string;
  /** The machine's one-minute load average when the operation finished (2 cores: above 2 means work was waiting). */
  loadAverage1m?: number;
}

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function table(results: OperationResult[]): string {
  const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
  const header = ['operation', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU ms/req server', 'CPU ms/req database', 'errors/non-2xx', 'load 1m'];
  const rows = results.map((result) => [
    result.name,
    result.requestsPerSecond.toFixed(result.requestsPerSecond < 100 ? 1 : 0),
    ms(result.latencyMs.p50),
    ms(result.latencyMs.p95),
    ms(result.latencyMs.p99),
    ms(result.cpuMsPerRequest.server),
    ms(result.cpuMsPerRequest.database),
    `${result.errors + result.mismatches}/${result.non2xx}`,
    result.loadAverage1m === undefined ? '' : result.loadAverage1m.toFixed(2),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The database's processes: the backends of the benchmark's PostgreSQL database, or PGlite's own process under the
 * portal's (PGlite inside the portal counts as server).
 */
export function databaseProcesses(serverPid: number, postgresDatabase: string | null): () => number[] {
  return postgresDatabase ? () => postgresBackendsOf(postgresDatabase) : () => descendantsOf(serverPid);
}

/** A one-off operation (a background job) timed once, with the CPU the server and the database spent meanwhile. */
export async function measureOnce(operation: BenchOperation, context: BenchContext, server: { url: string; pid: number }, postgresDatabase: string | null): Promise<OperationResult> {
  const serverCpuBefore = processCpuMs(server.pid);
  const databaseCpu = startCpuMeter(databaseProcesses(server.pid, postgresDatabase));
  const { rows, elapsedMs, detail } = await operation.runOnce!(context);
  const latency = { p50: elapsedMs, p95: elapsedMs, p99: elapsedMs, mean: elapsedMs, max: elapsedMs };
  return {
    name: operation.name,
    note: `${operation.note ?? ''} Rows: ${rows} (${detail}); CPU columns: ms per exported row.`,
    url: `${server.url}/graphql`,
    requestsPerSecond: rows / (elapsedMs / 1000),
    latencyMs: latency,
    requests: 1,
    statusCodes: { '200': 1 },
    errors: 0,
    timeouts: 0,
    mismatches: 0,
    non2xx: 0,
    durationSeconds: elapsedMs / 1000,
    cpuMsPerRequest: { server: (processCpuMs(server.pid) - serverCpuBefore) / Math.max(1, rows), database: databaseCpu.stop() / Math.max(1, rows) },
  };
}
