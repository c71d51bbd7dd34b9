import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageCataloguesJsonFiles } from './message-catalogues.json-files';

const folders: string[] = [];

function folderWith(files: Record<string, unknown>): URL {
  const folder = mkdtempSync(join(tmpdir(), 'service-catalogues-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), JSON.stringify(content));
  return pathToFileURL(`${folder}/`);
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('message catalogues from JSON files', () => {
  it('reads each locale’s file; a locale without one has no messages of its own', () => {
    const catalogues = new MessageCataloguesJsonFiles(folderWith({ 'en-us.json': { greeting: 'Dear {name},' }, 'de.json': { greeting: 'Guten Tag {name},' }, 'xx.json': { greeting: '?' } }));

    expect(catalogues.messagesOf('de')).toEqual({ greeting: 'Guten Tag {name},' });
    expect(catalogues.messagesOf('fr')).toEqual({});
  });

  it('refuses to start without the en-us catalogue, or with a catalogue that is not a flat list of texts', () => {
    expect(() => new MessageCataloguesJsonFiles(folderWith({ 'de.json': { greeting: 'Hallo' } }))).toThrow(/en-us\.json/);
    expect(() => new MessageCataloguesJsonFiles(folderWith({ 'en-us.json': { greeting: { text: 'Dear' } } }))).toThrow(/greeting is not a string/);
    expect(() => new MessageCataloguesJsonFiles(folderWith({ 'en-us.json': ['Dear'] }))).toThrow(/not a flat/);
  });
});
