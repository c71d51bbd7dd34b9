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
 * The CPU the PostgreSQL backends serving one database have used so far, in ms: on a machine others use too, the
 * server's other databases do not count. A backend's title names its user and database ("postgres: 15/main: user
 * database host state"). The shared writers (checkpointer, WAL writer) are left out.
 */
export function postgresCpuMs(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(' ').includes(database)) total += processCpuMs(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return total;
}

/** The processes a process started, and theirs in turn (PGlite's own process under the portal's). */
function descendantsOf(pid: number): number[] {
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

/** The CPU the processes a process started have used so far, in ms. */
export function descendantsCpuMs(pid: number): number {
  return descendantsOf(pid).reduce((total, child) => total + processCpuMs(child), 0);
}
