import type { Locale } from '../../../../domain/locales/locales';
import type { MessageCatalogues } from '../ports';

/** Catalogues held in memory, as a test hands them over: the real files imported, or messages of its own. */
export class MessageCataloguesInMemory implements MessageCatalogues {
  constructor(private readonly catalogues: Partial<Record<Locale, Readonly<Record<string, string>>>>) {}

  messagesOf(locale: Locale): Readonly<Record<string, string>> {
    return this.catalogues[locale] ?? {};
  }
}
