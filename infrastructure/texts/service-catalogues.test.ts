import { describe, expect, it } from 'vitest';
import { ServiceTexts } from '../../application/service/shared/service-texts';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { LOCALES } from '../../domain/locales/locales';
import { MessageCataloguesJsonFiles } from './message-catalogues.json-files';

// Ids, arguments, plural categories and untranslated text of every catalogue are checked by `npm run i18n:check`.
const catalogues = new MessageCataloguesJsonFiles();

/** Excel refuses a sheet name longer than this or holding one of these characters. */
const MAX_SHEET_NAME_LENGTH = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/;
/** Characters some systems refuse in a file name. */
const FILE_NAME_FORBIDDEN = /[/\\:*?"<>|]/;

describe('the service’s message catalogues (locales/service)', () => {
  it.each(LOCALES)('%s names the open-order sheet as Excel allows and its file as every system allows', (locale) => {
    const texts = new ServiceTexts(catalogues, locale, DEFAULT_CURRENCY);
    const sheetName = texts.message('open_orders_sheet_name');
    expect(sheetName.length).toBeGreaterThan(0);
    expect(sheetName.length).toBeLessThanOrEqual(MAX_SHEET_NAME_LENGTH);
    expect(sheetName).not.toMatch(SHEET_NAME_FORBIDDEN);
    expect(texts.message('open_orders_file_name', { date: '2026-11-25' })).not.toMatch(FILE_NAME_FORBIDDEN);
  });

  it('writes an English variant in the wording of its base where it has none of its own', () => {
    expect(new ServiceTexts(catalogues, 'en-sg', DEFAULT_CURRENCY).message('invoice_email_installment')).toBe('Instalment');
    expect(new ServiceTexts(catalogues, 'en-us', DEFAULT_CURRENCY).message('invoice_email_installment')).toBe('Installment');
  });
});
