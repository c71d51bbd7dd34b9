import type { Clock, KeyValueStore } from '../ports';

/** A clock that stands still until a test moves it. */
export class ClockManual implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/** A key-value store held in a map, for tests and stories. */
export class KeyValueStoreInMemory implements KeyValueStore {
  readonly values = new Map<string, string>();

  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
