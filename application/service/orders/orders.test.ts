import { describe, expect, it } from 'vitest';
import enUs from '../../../locales/service/en-us.json';
import fr from '../../../locales/service/fr.json';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { ClockFixed, InvoicesSettingsFixed } from '../invoices/testing/invoices.in-memory';
import { FileStoreInMemory } from '../shared/testing/file-store.in-memory';
import { MessageCataloguesInMemory } from '../shared/testing/message-catalogues.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import type { Reader } from '../shared/service-texts';
import { openDeliveries, shippedOrders } from './deliveries';
import { createOpenOrderReport, downloadReport, OPEN_ORDER_COLUMNS, REPORT_LIFETIME_MS } from './open-order-export';
import { openOrders } from './open-orders';
import type { DeliveryRecord, OpenOrderLineRecord } from './ports';
import { OpenOrderRepositoryInMemory, ReportRepositoryInMemory, SpreadsheetWriterInMemory } from './testing/orders.in-memory';

const REPORT_ID = '00000000-0000-4000-8000-000000000001';

function orderLine(soNumber: string, lineNo: number, companyCode = 'ID01-1000'): OpenOrderLineRecord & { customerId: string } {
  return {
    customerId: 'c1',
    id: `${soNumber}-${lineNo}`,
    sorg: companyCode.slice(0, 4),
    companyCode,
    companyName: `Company ${companyCode}`,
    soNumber,
    orderNumber: `PO-${soNumber}`,
    orderType: 'ZOR',
    poNumber: null,
    orderDate: '2026-03-01',
    requestDeliveryDate: null,
    expectedDeliveryDate: null,
    notes: null,
    internalNotes: null,
    createdBy: null,
    shipTo: 'ST-1',
    shipToName: 'Store',
    shipToAddress: 'Jl. Raya 1',
    custCode: '0000100001',
    custName: 'Sepeda Jaya Jakarta',
    lineNo,
    articleCode: `A-${lineNo}`,
    articleCodeDisplay: `A-${lineNo}`,
    articleName: `Article ${lineNo}`,
    qty: lineNo,
    price: '100000.00',
    subTotal: `${lineNo * 100000}.00`,
    currency: 'IDR',
    uom: 'EA',
    productCategory: 'paa',
    modelYear: null,
    status: 'Open',
  };
}

function delivery(doNumber: string, soNumber: string, facts: Pick<DeliveryRecord, 'deliveryDate' | 'estimatedDeliveryDate' | 'trackingNo'>, documentDate = '2026-03-05'): DeliveryRecord & { customerId: string } {
  return {
    customerId: 'c1',
    id: doNumber,
    doNumber,
    sorg: 'ID01',
    companyCode: 'ID01-1000',
    companyName: 'Company ID01-1000',
    orderType: 'ZOR',
    custPoNo: null,
    documentDate,
    trackingUrl: null,
    expeditionName: null,
    notes: null,
    custCode: '0000100001',
    currency: 'IDR',
    detail: [{ lineNo: 10, orderNo: soNumber, articleCode: 'A-1', name: 'Article 1', orderQty: 1, price: '100000.00' }],
    ...facts,
  };
}

function given() {
  const clock = new ClockFixed(new Date('2026-03-15T03:00:00Z'));
  return {
    activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER]),
    openOrders: new OpenOrderRepositoryInMemory(
      [orderLine('1001', 1), orderLine('1001', 2), orderLine('1002', 1), orderLine('2001', 1, 'ID01-2000')],
      [
        delivery('8001', '1001', { deliveryDate: '2026-03-10', estimatedDeliveryDate: '2026-03-10', trackingNo: null }),
        delivery('8002', '1001', { deliveryDate: null, estimatedDeliveryDate: '2026-03-20', trackingNo: null }),
        delivery('8003', '1002', { deliveryDate: null, estimatedDeliveryDate: null, trackingNo: null }),
      ],
    ),
    invoicesSettings: new InvoicesSettingsFixed({}),
    clock,
    reports: new ReportRepositoryInMemory(),
    spreadsheets: new SpreadsheetWriterInMemory(),
    files: new FileStoreInMemory(),
    ids: { newId: () => REPORT_ID },
    messageCatalogues: new MessageCataloguesInMemory({ 'en-us': enUs, fr }),
    hostConfigs: { findByHost: async () => undefined },
  };
}

const inEnglish: Reader = { locale: 'en-us', host: 'portal.example' };

const dealer = givenPrincipal({ ownCustomerId: 'c1' });

describe('open orders and deliveries', () => {
  it('given orders with deliveries in several states, when listed, then by company, each order at its least advanced delivery', async () => {
    const outcome = await openOrders(given(), dealer, {});
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.value.map((company) => company.companyCode)).toEqual(['ID01-1000', 'ID01-2000']);
    expect(outcome.value[0]!.orders.map((order) => [order.soNumber, order.deliveryState, order.doNumbers])).toEqual([
      ['1001', 'in_progress', ['8001', '8002']],
      ['1001', 'in_progress', ['8001', '8002']],
      ['1002', 'awaiting_confirmation', ['8003']],
    ]);
    expect(outcome.value[0]!.deliveryStateCounts).toEqual({ awaiting_confirmation: 1, in_progress: 1, shipped: 1 });
  });

  it('given a date range, when deliveries are read, then shipped ones by delivery day and open ones apart; a long range is refused', async () => {
    const shipped = await shippedOrders(given(), dealer, { from: '2026-03-01', to: '2026-03-15' });
    expect(shipped.ok && shipped.value.map((found) => found.doNumber)).toEqual(['8001']);
    const open = await openDeliveries(given(), dealer, { from: '2026-03-01', to: '2026-03-15' });
    expect(open.ok && open.value[0]!.deliveries.map((found) => [found.doNumber, found.state])).toEqual([
      ['8002', 'in_progress'],
      ['8003', 'awaiting_confirmation'],
    ]);
    expect(await shippedOrders(given(), dealer, { from: '2026-01-01', to: '2026-03-15' })).toEqual(refused(userError([], 'range_over_30_days')));
  });
});

describe('the open-order export', () => {
  it('given open orders, when exported, then the workbook holds the screen’s rows and is kept for its creator for an hour', async () => {
    const deps = given();
    const created = await createOpenOrderReport(deps, dealer, inEnglish, {});
    if (!created.ok) throw new Error(created.error);
    expect(created.value).toMatchObject({ fileName: 'List Open Order - 2026-03-15.xlsx', storedName: `${REPORT_ID}.xlsx` });
    const table = deps.spreadsheets.tables[0]!;
    expect(table.sheetName).toBe('Open Orders');
    expect(table.columns.slice(0, 4).map((column) => column.header)).toEqual(['Company', 'Company Name', 'SO Number', 'Order Number']);
    expect(table.rows.map((row) => [row.companyCode, row.soNumber, row.qty, row.deliveryState])).toEqual([
      ['ID01-1000', '1001', 1, 'In progress'],
      ['ID01-1000', '1001', 2, 'In progress'],
      ['ID01-1000', '1002', 1, 'Awaiting Confirmation'],
      ['ID01-2000', '2001', 1, ''],
    ]);

    const download = await downloadReport(deps, dealer, REPORT_ID);
    expect(download.ok && download.value.fileName).toBe('List Open Order - 2026-03-15.xlsx');
    expect(await downloadReport(deps, givenPrincipal({ userId: 'someone-else' }), REPORT_ID)).toEqual({ ok: false, error: 'report_not_found' });
    deps.clock.advance(REPORT_LIFETIME_MS);
    expect(await downloadReport(deps, dealer, REPORT_ID)).toEqual({ ok: false, error: 'report_not_found' });
  });

  it('given a reader of the portal in French, when exported, then sheet name, title, headers, delivery states and file name are French', async () => {
    const deps = given();
    const created = await createOpenOrderReport(deps, dealer, { locale: 'fr', host: 'portal.example' }, {});
    if (!created.ok) throw new Error(created.error);
    expect(created.value.fileName).toBe('Liste des commandes ouvertes - 2026-03-15.xlsx');
    const table = deps.spreadsheets.tables[0]!;
    expect(table.sheetName).toBe('Commandes ouvertes');
    expect(table.title).toBe(`Liste des commandes ouvertes - ${DEALER_CUSTOMER.name} (${DEALER_CUSTOMER.r3}) - 15 mars 2026`);
    expect(table.columns.map((column) => column.header)).toEqual(expect.arrayContaining(['Société', 'Numéro de commande client', 'Date de livraison souhaitée', 'Qté', 'Statut de livraison']));
    expect(table.columns.map((column) => column.key)).toEqual(OPEN_ORDER_COLUMNS.map((column) => column.key));
    expect(table.rows.map((row) => row.deliveryState)).toEqual(['En cours', 'En cours', 'En attente de confirmation', '']);
  });
});
