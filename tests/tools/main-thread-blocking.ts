/** One event of a Chromium trace, with the fields this reading needs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Time the thread spent on a CPU during the event, which excludes time it waited or was preempted. */
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** Lighthouse's mobile preset: a phone's CPU four times slower than the one that ran the page. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for the part of it longer than this (ms), as in Total Blocking Time. */
const BLOCKING_THRESHOLD_MS = 50;

export interface MainThreadBlocking {
  /** Total Blocking Time over the window reckoned from the tasks' wall time, as Lighthouse does. */
  wallMs: number;
  /** The same reckoned from the time the main thread spent on a CPU during each task. */
  cpuMs: number;
}

function blocking(durationUs: number): number {
  return Math.max(0, (durationUs / 1000) * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS);
}

/**
 * The blocking time of the page's main-thread tasks that start within a window (microseconds of the trace's clock,
 * such as from first contentful paint to the trace's end), from wall time and from thread CPU time. On a busy
 * machine a task's wall time grows with every moment its thread waits for a core, and Lighthouse multiplies that
 * wait by four; the CPU-time figure shows what the page itself costs the phone.
 */
export function mainThreadBlocking(events: readonly TraceEvent[], pageUrl: string, window: { fromTs: number; toTs: number }): MainThreadBlocking {
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl).at(-1);
  if (!navigation) throw new Error(`the trace holds no navigation to ${pageUrl}`);
  const mainThread = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === navigation.pid && event.args?.name === 'CrRendererMain');
  if (!mainThread) throw new Error(`the trace names no main thread for ${pageUrl}`);
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid && event.ts >= window.fromTs && event.ts < window.toTs,
  );
  return {
    wallMs: Math.round(tasks.reduce((sum, task) => sum + blocking(task.dur ?? 0), 0)),
    cpuMs: Math.round(tasks.reduce((sum, task) => sum + blocking(task.tdur ?? task.dur ?? 0), 0)),
  };
}
