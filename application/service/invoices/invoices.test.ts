import { describe, expect, it } from 'vitest';
import de from '../../../locales/service/de.json';
import enUs from '../../../locales/service/en-us.json';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER, OTHER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { MessageCataloguesInMemory } from '../shared/testing/message-catalogues.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import type { Reader } from '../shared/service-texts';
import { openInvoices } from './open-invoices';
import { paidInvoices } from './paid-invoices';
import { sendEmailInvoice } from './send-email-invoice';
import { ClockFixed, givenInvoiceLine, InvoiceRepositoryInMemory, InvoicesSettingsFixed, MailerInMemory } from './testing/invoices.in-memory';

function given() {
  const invoices = new InvoiceRepositoryInMemory(
    {
      c1: [
        givenInvoiceLine({ invoiceNo: '9000000002', dueDate: '2026-03-20' }),
        givenInvoiceLine({ invoiceNo: '9000000001', dueDate: '2026-01-10', accountingAmount: '2500000.00' }),
        givenInvoiceLine({ invoiceNo: '9100000001', dueDate: '2026-03-01', accountingAmount: '-300000.00' }),
        givenInvoiceLine({ invoiceNo: '9000000003', status: 'Waiting For Payment', dueDate: '2026-03-15' }),
        givenInvoiceLine({ invoiceNo: '9000000009', companyCode: 'SG01-1000', companyName: 'Velocita Singapore', sorg: 'SG01', currency: 'SGD', accountingAmount: '1250.50', dueDate: '2026-02-28' }),
        givenInvoiceLine({ invoiceNo: '9000000010', invoiceDate: '2026-03-02', clearingDate: '2026-03-10', status: 'Paid' }),
      ],
      c2: [givenInvoiceLine({ invoiceNo: '9000000099', payerCode: '0000100002' })],
    },
    { '9000000001': [{ lineNo: 1, articleCode: 'VB-1', articleCodeDisplay: 'VB-1', name: 'Bike', brand: 'Velocita', uom: 'EA', qty: 1, price: '2500000.00', subTotal: '2500000.00' }] },
  );
  return {
    activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER, OTHER_CUSTOMER]),
    invoices,
    invoicesSettings: new InvoicesSettingsFixed({}),
    clock: new ClockFixed(new Date('2026-03-15T03:00:00Z')),
    profiles: { findProfile: async (userId: string) => (userId === 'u-dealer' ? { name: 'Budi Santoso', email: 'budi@example.test', groupRole: null, language: { id: 'en-us', description: 'English' } } : { name: 'No Mail', email: null, groupRole: null, language: { id: 'en-us', description: 'English' } }) },
    mailer: new MailerInMemory(),
    messageCatalogues: new MessageCataloguesInMemory({ 'en-us': enUs, de }),
    // No host is configured here: money takes the default currency settings (IDR written "Rp 1.000.000").
    hostConfigs: { findByHost: async () => undefined },
  };
}

const inEnglish: Reader = { locale: 'en-us', host: 'portal.example' };
const inGerman: Reader = { locale: 'de', host: 'portal.example' };

const dealer = givenPrincipal({ ownCustomerId: 'c1' });

describe('open invoices', () => {
  it('given open lines in two currencies, when listed, then each company comes in its currency with payers, lines oldest due first and every ageing bucket', async () => {
    const outcome = await openInvoices(given(), dealer, {});
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.value.map((company) => [company.companyCode, company.currency])).toEqual([
      ['ID01-1000', 'IDR'],
      ['SG01-1000', 'SGD'],
    ]);
    const payer = outcome.value[0]!.creditCustomers[0]!;
    expect(payer.invoices.map((view) => view.line.invoiceNo)).toEqual(['9000000001', '9100000001', '9000000003', '9000000002']);
    expect(payer.invoices[0]).toMatchObject({ overdue: -64, dueState: { key: 'overdue_days', days: 64 }, statusGroup: 'open' });
    expect(payer.invoices[2]).toMatchObject({ dueState: { key: 'due_now' }, statusGroup: 'waiting_for_payment' });
    expect(payer.ageing.map((bucket) => [bucket.key, bucket.count, bucket.value])).toEqual([
      ['current', 2, '2000000.00'],
      ['overdue_1_30', 1, '-300000.00'],
      ['overdue_31_60', 0, '0.00'],
      ['overdue_61_90', 1, '2500000.00'],
      ['overdue_over_90', 0, '0.00'],
    ]);
    expect(payer.total).toBe('4200000.00');
  });

  it('given a session acting for nobody, when listing, then nothing; for a customer the user no longer may act for, then refused', async () => {
    expect(await openInvoices(given(), givenPrincipal({ activeCustomerCode: null }), {})).toEqual({ ok: true, value: [] });
    expect(await openInvoices(given(), givenPrincipal({ ownCustomerId: 'c2' }), {})).toEqual({ ok: false, error: 'customer_no_longer_belongs' });
  });

  it('given a payer filter, when listing, then only that payer’s lines', async () => {
    const outcome = await openInvoices(given(), dealer, { payerCode: '0000100002' });
    expect(outcome).toEqual({ ok: true, value: [] });
  });
});

describe('paid invoices', () => {
  it('given a range within the date-filter rules, when listed, then cleared lines of invoices dated in it', async () => {
    const outcome = await paidInvoices(given(), dealer, { from: '2026-03-01', to: '2026-03-15' });
    expect(outcome.ok && outcome.value.map((view) => view.line.invoiceNo)).toEqual(['9000000010']);
  });

  it('given ranges the date filter refuses, when listed, then every broken rule is named and nothing is read', async () => {
    expect(await paidInvoices(given(), dealer, { from: '2026-01-01', to: '2026-03-15' })).toEqual(refused(userError([], 'range_over_30_days')));
    expect(await paidInvoices(given(), dealer, { from: '2026-03-15', to: '2025-12-31' })).toEqual(refused(userError([], 'from_after_to'), userError([], 'different_years')));
  });
});

describe('e-mailing an invoice', () => {
  it('given an invoice of the session’s customer, when e-mailed, then the user receives its lines and articles', async () => {
    const deps = given();
    const outcome = await sendEmailInvoice(deps, givenPrincipal({ ownCustomerId: 'c1', userId: 'u-dealer' }), inEnglish, { invoiceNumber: '9000000001', sorg: 'ID01' });
    expect(outcome).toEqual({ ok: true, value: { messageId: '<message-1@test>', to: 'budi@example.test' } });
    const [mail] = deps.mailer.sent;
    expect(mail).toMatchObject({ to: { name: 'Budi Santoso', address: 'budi@example.test' }, subject: 'Invoice 9000000001' });
    expect(mail!.text).toContain('Grand total: Rp 2.500.000');
    expect(mail!.text).toContain('Invoice date: 01 Feb 2026');
    expect(mail!.text).toContain('1 ledger line\n  Accounting number | Installment | Due date | Amount | Status\n  1000000001 | - | 10 Jan 2026 | Rp 2.500.000 | Open');
    expect(mail!.html).toContain('<td>VB-1</td>');
  });

  it('given a reader of the portal in German, when e-mailed, then subject, labels, days and statuses are German and money keeps the host’s settings', async () => {
    const deps = given();
    await sendEmailInvoice(deps, givenPrincipal({ ownCustomerId: 'c1', userId: 'u-dealer' }), inGerman, { invoiceNumber: '9000000001', sorg: 'ID01' });
    const [mail] = deps.mailer.sent;
    expect(mail!.subject).toBe('Rechnung 9000000001');
    expect(mail!.text.split('\n').slice(0, 5)).toEqual(['Guten Tag Budi Santoso,', '', 'nachfolgend finden Sie die Angaben zur Rechnung 9000000001.', '', 'Rechnungsnummer: 9000000001']);
    expect(mail!.text).toContain('Rechnungsdatum: 01 Feb 2026');
    expect(mail!.text).toContain('Gesamtbetrag: Rp 2.500.000');
    expect(mail!.text).toContain('1 Buchungszeile\n  Belegnummer | Rate | Fälligkeitsdatum | Betrag | Status\n  1000000001 | - | 10 Jan 2026 | Rp 2.500.000 | Offen');
    expect(mail!.text).toContain('1 Artikel\n  Artikel | Bezeichnung | Menge | Preis | Zwischensumme');
    expect(mail!.html).toContain('<th>Fälligkeitsdatum</th>');
    expect(mail!.html).toContain('<dt>Zahler</dt><dd>Sepeda Jaya Jakarta (0000100001)</dd>');
  });

  it('given an invoice in another currency than the host’s and without articles, when e-mailed in German, then the amount is written by German rules and no article table follows', async () => {
    const deps = given();
    await sendEmailInvoice(deps, givenPrincipal({ ownCustomerId: 'c1', userId: 'u-dealer' }), inGerman, { invoiceNumber: '9000000009', sorg: 'SG01' });
    const [mail] = deps.mailer.sent;
    expect(mail!.text).toContain('Gesamtbetrag: 1.250,50\u00a0SGD');
    expect(mail!.text.endsWith('\n\nKeine Artikel')).toBe(true);
    expect(mail!.html).not.toContain('<th>Artikel</th>');
  });

  it('given another customer’s invoice or a user without an address, when e-mailed, then refused and nothing is sent', async () => {
    const deps = given();
    expect(await sendEmailInvoice(deps, dealer, inEnglish, { invoiceNumber: '9000000099', sorg: 'ID01' })).toEqual({ ok: false, error: 'invoice_not_found' });
    expect(await sendEmailInvoice(deps, givenPrincipal({ ownCustomerId: 'c1', userId: 'u-other' }), inEnglish, { invoiceNumber: '9000000001', sorg: 'ID01' })).toEqual({ ok: false, error: 'email_missing' });
    expect(deps.mailer.sent).toEqual([]);
  });
});
