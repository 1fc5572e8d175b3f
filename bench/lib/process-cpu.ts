// CPU time of the workerd processes this benchmark started (user + system, from /proc), which the
// load of other processes on the machine does not inflate. It covers everything workerd does for a
// request: the app isolate, D1's SQLite, the HTTP layer.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function childWorkerdPids(): Array<number> {
  const pids: Array<number> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name.startsWith('workerd') && Number(afterName[1]) === process.pid) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/** Milliseconds of CPU used so far by the workerd children of this process. */
export function workerdCpuMs(): number {
  let ticks = 0;
  for (const pid of childWorkerdPids()) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of /proc/PID/stat (utime, stime); the slice starts at field 3.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Milliseconds of CPU used so far by the main thread of the workerd children: the thread every
 * isolate (the app, D1's SQLite object, the runtime's own entry worker) runs on, without the V8
 * helper threads.
 */
export function workerdMainThreadCpuMs(): number {
  let ticks = 0;
  for (const pid of childWorkerdPids()) {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Milliseconds of CPU used so far by every process descending from this one whose name starts with
 * `prefix` (a browser's processes: browser, renderers, GPU and utility processes).
 */
export function descendantCpuMs(prefix: string): number {
  const stats = new Map<number, { parent: number; name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = stats.get(pid)?.parent; at !== undefined && at > 1; at = stats.get(at)?.parent) {
      if (at === process.pid) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (stat.name.startsWith(prefix) && descends(pid)) ticks += stat.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
