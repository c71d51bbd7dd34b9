import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startCpuMeter } from './cpu-counters';

const BURNED_MS = 300;
/** A process that uses BURNED_MS of CPU of its own and ends. */
const BURN = `const started = process.cpuUsage(); while (process.cpuUsage(started).user / 1000 < ${BURNED_MS});`;
const burner = () => spawn(process.execPath, ['-e', BURN]);
const ended = (child: ChildProcess) => once(child, 'exit');
/** The kernel counts CPU in ticks of 10 ms. */
const TICK_MS = 10;

describe('startCpuMeter', () => {
  it('keeps the CPU of a process that ends while it runs', async () => {
    const child = burner();
    const meter = startCpuMeter(() => [child.pid!], 20);
    await ended(child);
    expect(meter.stop()).toBeGreaterThanOrEqual(BURNED_MS - TICK_MS);
  });

  it('counts in full a process that starts after it', async () => {
    const started: number[] = [];
    const meter = startCpuMeter(() => started, 20);
    const child = burner();
    started.push(child.pid!);
    await ended(child);
    expect(meter.stop()).toBeGreaterThanOrEqual(BURNED_MS - TICK_MS);
  });

  it('counts nothing of what a process used before it started', async () => {
    const child = spawn(process.execPath, ['-e', `${BURN}; console.log('burned'); setTimeout(() => {}, 60_000);`]);
    try {
      await once(child.stdout!, 'data');
      const meter = startCpuMeter(() => [child.pid!], 20);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(meter.stop()).toBeLessThan(BURNED_MS / 2);
    } finally {
      child.kill();
    }
  });
});
