import { describe, expect, it } from 'vitest';
import { isNewArrival } from './new-arrival';

describe('new arrival', () => {
  it('is new on every day of its window, both ends included', () => {
    const window = { from: '2026-03-01', to: '2026-03-31', active: true };
    expect(isNewArrival(window, '2026-03-01')).toBe(true);
    expect(isNewArrival(window, '2026-03-15')).toBe(true);
    expect(isNewArrival(window, '2026-03-31')).toBe(true);
  });

  it('is not new before or after its window', () => {
    const window = { from: '2026-03-01', to: '2026-03-31', active: true };
    expect(isNewArrival(window, '2026-02-28')).toBe(false);
    expect(isNewArrival(window, '2026-04-01')).toBe(false);
  });

  it('is new from an open start or until an open end', () => {
    expect(isNewArrival({ from: null, to: '2026-03-31', active: true }, '2020-01-01')).toBe(true);
    expect(isNewArrival({ from: '2026-03-01', to: null, active: true }, '2030-01-01')).toBe(true);
  });

  it('is never new while the switch is off', () => {
    expect(isNewArrival({ from: null, to: null, active: false }, '2026-03-15')).toBe(false);
  });
});
