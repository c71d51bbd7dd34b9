import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INVOICING_FIXTURES as F } from '../../infrastructure/db/seed/demo-invoicing';
import type { GraphQLAnswer } from './support/invoicing';
import { textOfMail } from './support/mail';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const SEND = `mutation Send($invoiceNumber: String!, $sorg: String!) { sendEmailInvoice(invoiceNumber: $invoiceNumber, sorg: $sorg) { message { status } } }`;
const EXPORT = `mutation Export { createOpenOrderReport { message { status } report { fileName downloadUrl } } }`;

type Sent = { sendEmailInvoice: { message: { status: boolean } } };
type Exported = { createOpenOrderReport: { message: { status: boolean }; report: { fileName: string; downloadUrl: string } } };

const todayInJakarta = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe.each(ENGINES)('what the service writes, in the language of the request, on %s', (engine) => {
  let server: TestServer;
  let outbox: string;
  let dealer: string;

  /** POST /graphql with the headers a page of the dealer's portal (the Velocita brand on localhost) sends along. */
  async function gqlWith<T>(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    const response = await server.fetch('/graphql', {
      method: 'POST',
      host: 'localhost',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${dealer}`, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as { data?: T }) };
  }

  async function onlyMail(): Promise<string> {
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    return readFile(join(outbox, files[0]!), 'utf8');
  }

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'portal-outbox-'));
    server = await startTestServer(engine, { mail: { outboxFolder: outbox } });
    dealer = (await signInAs(server, 'dealer')).requestToken;
  });
  beforeEach(async () => {
    for (const file of await readdir(outbox)) await rm(join(outbox, file));
  });
  afterAll(async () => {
    await server.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('e-mails an invoice asked for from a German page in German', async () => {
    const sent = await gqlWith<Sent>({ 'accept-language': 'de' }, SEND, { invoiceNumber: F.oldestInvoice, sorg: 'ID01' });
    expect(sent.data!.sendEmailInvoice.message.status).toBe(true);

    const mail = await onlyMail();
    expect(mail).toMatch(new RegExp(`^Subject: Rechnung ${F.oldestInvoice}$`, 'm'));
    const text = textOfMail(mail);
    expect(text).toMatch(/^Guten Tag Budi Santoso,$/m);
    expect(text).toContain(`nachfolgend finden Sie die Angaben zur Rechnung ${F.oldestInvoice}.`);
    expect(text).toContain(`Rechnungsnummer: ${F.oldestInvoice}`);
    expect(text).toMatch(/^Rechnungsdatum: \d{2} (Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez) \d{4}$/m);
    expect(text).toMatch(/^Gesamtbetrag: Rp [\d.]+$/m);
    expect(text).toMatch(/^\d+ Buchungszeilen?\n {2}Belegnummer \| Rate \| Fälligkeitsdatum \| Betrag \| Status$/m);
  });

  it('writes in the language the portal remembered in its cookie when the request names none it writes', async () => {
    await gqlWith<Sent>({ 'accept-language': 'ja-JP', cookie: 'locale=fr' }, SEND, { invoiceNumber: F.oldestInvoice, sorg: 'ID01' });

    const mail = await onlyMail();
    expect(mail).toMatch(new RegExp(`^Subject: Facture ${F.oldestInvoice}$`, 'm'));
    expect(textOfMail(mail)).toContain(`Numéro de facture : ${F.oldestInvoice}`);
  });

  it('exports the open orders asked for from a German page as a German workbook', async () => {
    const created = await gqlWith<Exported>({ 'accept-language': 'de' }, EXPORT);
    const report = created.data!.createOpenOrderReport.report;
    expect(report.fileName).toBe(`Liste offener Aufträge - ${todayInJakarta()}.xlsx`);

    const response = await server.fetch(report.downloadUrl, { headers: { authorization: `Bearer ${dealer}` } });
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(report.fileName)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    expect(sheet!.name).toBe('Offene Aufträge');
    expect(String(sheet!.getRow(1).getCell(1).value)).toMatch(/^Liste offener Aufträge - .+ \(\d+\) - \d{2} \p{L}+\.? \d{4}$/u);
    const headers = (sheet!.getRow(2).values as unknown[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['Unternehmen', 'Unternehmensname', 'Kundenauftragsnummer', 'Auftragsnummer']);
    expect(headers).toContain('Lieferstatus');
    const states = new Set<string>();
    sheet!.eachRow((row, number) => {
      if (number > 2) states.add(String(row.getCell(headers.indexOf('Lieferstatus') + 1).value ?? ''));
    });
    expect([...states].filter(Boolean).every((state) => ['Wartet auf Bestätigung', 'In Bearbeitung', 'Versandt'].includes(state))).toBe(true);
    expect(states.size).toBeGreaterThan(1);
  });
});
