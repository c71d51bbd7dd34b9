import type { MessageFormatElement } from 'react-intl';
import { messageSources, type Locale } from '../../domain/locales/locales';

/** A message catalogue: message id to its ICU message, which the build hands over parsed (precompile-messages.vite.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

// Each catalogue becomes its own chunk, fetched only when a page of its locale is shown.
const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

async function loadCatalogue(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.json`];
  if (!load) return {};
  try {
    return await load();
  } catch (error) {
    console.warn(`messages of ${locale} could not be loaded`, error);
    return {};
  }
}

/** The messages of a locale, each one it does not word itself taken from its base catalogues and the fallback. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogues = await Promise.all(messageSources(locale).map(loadCatalogue));
  return Object.assign({}, ...catalogues) as Messages;
}
