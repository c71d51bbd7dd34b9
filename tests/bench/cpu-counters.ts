import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second, the unit of the CPU times in /proc/<pid>/stat. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User plus system CPU a process and all its threads have used so far, in ms; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL backends serving one database: on a machine others use too, the server's other databases do not
 * count. A backend's title names its user and database ("postgres: 15/main: user database host state"). The shared
 * writers (checkpointer, WAL writer) are left out.
 */
export function postgresBackendsOf(database: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(' ').includes(database)) found.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return found;
}

/** The processes a process started, and theirs in turn (PGlite's own process under the portal's). */
export function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child, ...descendantsOf(child));
      }
    }
  } catch {
    // the process ended while its children were read
  }
  return found;
}

/** How often a meter looks at its processes: a pool's connection that opens and closes in between goes unseen. */
const METER_SAMPLE_MS = 250;

export interface CpuMeter {
  /** The CPU the processes used since the meter started, in ms, and the meter stopped. */
  stop(): number;
}

/**
 * The CPU a changing set of processes uses from now on, such as a database's backends, which come and go with the
 * pool's connections. Each process counts with what it was last seen to have used, so one that ends while the meter
 * runs keeps its share rather than taking it out of the total; one that starts counts in full.
 */
export function startCpuMeter(processes: () => number[], sampleMs = METER_SAMPLE_MS): CpuMeter {
  const atStart = new Map(processes().map((pid) => [pid, processCpuMs(pid)]));
  const lastSeen = new Map(atStart);
  const sample = () => {
    for (const pid of processes()) {
      const used = processCpuMs(pid);
      if (used > 0) lastSeen.set(pid, Math.max(used, lastSeen.get(pid) ?? 0));
    }
  };
  const timer = setInterval(sample, sampleMs).unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      let total = 0;
      for (const [pid, used] of lastSeen) total += used - (atStart.get(pid) ?? 0);
      return total;
    },
  };
}
