import { describe, expect, it } from 'vitest';
import { mainThreadBlocking, type TraceEvent } from './main-thread-blocking';

const PAGE = 'https://127.0.0.1:4000/en-us/cart';
const RENDERER = 7;
const MAIN = 1;

function task(ts: number, durMs: number, cpuMs: number, where: { pid?: number; tid?: number } = {}): TraceEvent {
  return { name: 'RunTask', ph: 'X', pid: where.pid ?? RENDERER, tid: where.tid ?? MAIN, ts, dur: durMs * 1000, tdur: cpuMs * 1000 };
}

const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'navigationStart', ph: 'R', pid: RENDERER, tid: MAIN, ts: 1_000, args: { data: { documentLoaderURL: PAGE } } },
  task(500, 100, 100),
  task(10_000, 30, 15),
  task(60_000, 10, 10),
  task(70_000, 100, 100, { tid: 2 }),
  task(2_000_000, 100, 100),
];

describe('main-thread blocking', () => {
  it('counts what each task of the window holds the phone past 50 ms, by wall time and by CPU time', () => {
    expect(mainThreadBlocking(events, PAGE, { fromTs: 5_000, toTs: 1_000_000 })).toEqual({ wallMs: 70, cpuMs: 10 });
  });

  it('refuses a trace without a navigation to the page', () => {
    expect(() => mainThreadBlocking(events, 'https://127.0.0.1:4000/en-us/login', { fromTs: 0, toTs: 1_000_000 })).toThrow(/no navigation/);
  });
});
