import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MessageCatalogues } from '../../application/service/shared/ports';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../domain/locales/locales';

/** Where the service's catalogues live: locales/service/<locale>.json. */
export const SERVICE_CATALOGUE_FOLDER = new URL('../../locales/service/', import.meta.url);

type Catalogue = Readonly<Record<string, string>>;

function readCatalogue(file: URL): Catalogue {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${fileURLToPath(file)} is not a flat { id: message } object`);
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${fileURLToPath(file)}: ${id} is not a string`);
  }
  return parsed as Catalogue;
}

/**
 * The service's catalogues, read once from their JSON files when the service starts, so a broken catalogue stops
 * the start rather than a mail. A locale without a file has no messages of its own (the texts fall back to
 * en-us's); without the en-us catalogue the service cannot write anything and does not start.
 */
export class MessageCataloguesJsonFiles implements MessageCatalogues {
  private readonly catalogues: ReadonlyMap<Locale, Catalogue>;

  constructor(folder: URL = SERVICE_CATALOGUE_FOLDER) {
    const found = LOCALES.map((locale) => [locale, new URL(`${locale}.json`, folder)] as const).filter(([, file]) => existsSync(file));
    this.catalogues = new Map(found.map(([locale, file]) => [locale, readCatalogue(file)]));
    if (!this.catalogues.has(FALLBACK_LOCALE)) throw new Error(`no ${FALLBACK_LOCALE}.json in ${fileURLToPath(folder)}`);
  }

  messagesOf(locale: Locale): Catalogue {
    return this.catalogues.get(locale) ?? {};
  }
}
