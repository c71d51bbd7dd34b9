import { describe, expect, it } from 'vitest';
import { completeHostConfig, DEFAULT_CURRENCY } from '../../../domain/config/host-config';
import { serviceTextsFor, ServiceTexts } from './service-texts';
import { MessageCataloguesInMemory } from './testing/message-catalogues.in-memory';

const catalogues = new MessageCataloguesInMemory({
  'en-us': {
    invoice_email_subject: 'Invoice {invoiceNo}',
    invoice_email_lines: '{count, plural, one {# ledger line} other {# ledger lines}}',
    invoice_email_field: '{label}: {value}',
  },
  de: { invoice_email_subject: 'Rechnung {invoiceNo}', invoice_email_lines: '{count, plural, one {# Buchungszeile} other {# Buchungszeilen}}' },
  'id-id': { invoice_email_lines: '{count, plural, other {# baris pembukuan}}' },
});

const SGD_HOST = completeHostConfig(
  { host: 'sg.portal.example', brandName: 'Velocita', sorg: 'SG01', webTitle: 'Velocita' },
  { currency: { display: 'SGD', symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 } },
);

describe('service texts', () => {
  it('formats a message of the reader’s catalogue with its arguments, counting by the language’s plural rules', () => {
    const german = new ServiceTexts(catalogues, 'de', DEFAULT_CURRENCY);
    expect(german.message('invoice_email_subject', { invoiceNo: '9000000001' })).toBe('Rechnung 9000000001');
    expect(german.message('invoice_email_lines', { count: 1 })).toBe('1 Buchungszeile');
    expect(german.message('invoice_email_lines', { count: 1200 })).toBe('1.200 Buchungszeilen');
    expect(new ServiceTexts(catalogues, 'id-id', DEFAULT_CURRENCY).message('invoice_email_lines', { count: 1 })).toBe('1 baris pembukuan');
  });

  it('takes en-us’s message where the reader’s catalogue lacks one, and refuses an id no catalogue holds', () => {
    expect(new ServiceTexts(catalogues, 'de', DEFAULT_CURRENCY).message('invoice_email_field', { label: 'Steuer', value: '0' })).toBe('Steuer: 0');
    expect(new ServiceTexts(catalogues, 'fr', DEFAULT_CURRENCY).message('invoice_email_subject', { invoiceNo: '1' })).toBe('Invoice 1');
    expect(() => new ServiceTexts(catalogues, 'de', DEFAULT_CURRENCY).message('invoice_email_greeting', { name: 'Budi' })).toThrow(/invoice_email_greeting/);
  });

  it('leaves angle brackets in arguments as they are: they are words, not markup', () => {
    const english = new ServiceTexts(catalogues, 'en-us', DEFAULT_CURRENCY);
    expect(english.message('invoice_email_field', { label: '<b>Terms</b>', value: 'a < b' })).toBe('<b>Terms</b>: a < b');
  });

  it('writes calendar days in the host’s pattern with the reader’s month names, as the portal does, and numbers by the locale’s rules', () => {
    expect(new ServiceTexts(catalogues, 'de', DEFAULT_CURRENCY).day('2026-03-01')).toBe('01 Mär 2026');
    expect(new ServiceTexts(catalogues, 'en-us', DEFAULT_CURRENCY).day('2026-03-01')).toBe('01 Mar 2026');
    expect(new ServiceTexts(catalogues, 'en-uk', DEFAULT_CURRENCY, 'DD/MM/YYYY').day('2026-03-01')).toBe('01/03/2026');
    expect(new ServiceTexts(catalogues, 'fr', DEFAULT_CURRENCY).number(1250)).toBe('1\u202f250');
  });

  it('writes money in the host’s currency with the host’s settings in every language, another currency by the locale’s rules', () => {
    const german = new ServiceTexts(catalogues, 'de', DEFAULT_CURRENCY);
    expect(german.money('2500000.00', 'IDR')).toBe('Rp 2.500.000');
    expect(german.money('1250.5', 'SGD')).toBe('1.250,50\u00a0SGD');
    expect(new ServiceTexts(catalogues, 'en-us', DEFAULT_CURRENCY).money('2500000.00', 'IDR')).toBe('Rp 2.500.000');
  });

  it('reads the currency settings of the reader’s host, the defaults for a host that is not configured', async () => {
    const hostConfigs = { findByHost: async (host: string) => (host === SGD_HOST.host ? SGD_HOST : undefined) };
    const onSingaporeHost = await serviceTextsFor({ messageCatalogues: catalogues, hostConfigs }, { locale: 'de', host: SGD_HOST.host });
    expect(onSingaporeHost.locale).toBe('de');
    expect(onSingaporeHost.money('1250.5', 'SGD')).toBe('S$ 1,250.50');
    const elsewhere = await serviceTextsFor({ messageCatalogues: catalogues, hostConfigs }, { locale: 'de', host: 'unknown.example' });
    expect(elsewhere.money('1250.5', 'IDR')).toBe('Rp 1.251');
  });
});
