import type { MessageFormatElement } from 'react-intl';
import { messageSources, type Locale } from '../../domain/locales/locales';

/**
 * Each message catalogue ships in two parts. The sign-in page fetches only the shell's part (what the sign-in page,
 * the shell's dialogs and the shared components say), so the areas' growing share of the catalogue stays off the
 * first page a dealer's phone opens; every other page fetches both. The build splits them (catalogue-parts.vite.ts).
 */
export type CataloguePart = 'shell' | 'areas';

export const CATALOGUE_PARTS: readonly CataloguePart[] = ['shell', 'areas'];

/** A message catalogue: message id to its ICU message, which the build hands over parsed (precompile-messages.vite.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

// Each part of each catalogue becomes its own chunk, fetched only when a page of its locale needs it.
const catalogueParts: Record<CataloguePart, Record<string, () => Promise<Messages>>> = {
  shell: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=shell', import: 'default' }),
  areas: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=areas', import: 'default' }),
};

async function loadCataloguePart(locale: Locale, part: CataloguePart): Promise<Messages> {
  const load = catalogueParts[part][`../../locales/${locale}.json`];
  if (!load) return {};
  try {
    return await load();
  } catch (error) {
    console.warn(`messages of ${locale} (${part}) could not be loaded`, error);
    return {};
  }
}

/**
 * The messages of a locale in the given parts of its catalogues, each one it does not word itself taken from its base
 * catalogues and the fallback.
 */
export async function loadMessages(locale: Locale, parts: readonly CataloguePart[]): Promise<Messages> {
  const sources = messageSources(locale).flatMap((source) => parts.map((part) => loadCataloguePart(source, part)));
  return Object.assign({}, ...(await Promise.all(sources))) as Messages;
}
