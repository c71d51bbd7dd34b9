import { describe, expect, it } from 'vitest';
import { manifestEntryFor } from './manifest-entry';

const entries = [
  { domains: ['dealer.velocita.example', 'localhost'], manifest: 'manifest-velocita.json', shortCutIcon: 'v.svg', appleTouchIcon: 'v.png' },
  { domains: ['127.0.0.1'], manifest: 'manifest-trailmark.json', shortCutIcon: 't.svg', appleTouchIcon: 't.png' },
];

describe('manifestEntryFor', () => {
  it('picks the entry that lists the host name, ignoring case and a trailing dot', () => {
    expect(manifestEntryFor(entries, 'localhost')?.manifest).toBe('manifest-velocita.json');
    expect(manifestEntryFor(entries, 'Dealer.Velocita.example.')?.manifest).toBe('manifest-velocita.json');
    expect(manifestEntryFor(entries, '127.0.0.1')?.manifest).toBe('manifest-trailmark.json');
  });

  it('finds nothing for a host no entry lists, nor for part of a listed name', () => {
    expect(manifestEntryFor(entries, 'velocita.example')).toBeUndefined();
    expect(manifestEntryFor(entries, '')).toBeUndefined();
  });
});
