import { describe, expect, it } from 'vitest';
import { createExportOpenOrders, createLoadOpenOrders } from './open-orders';
import { OrdersGatewayInMemory } from './testing/orders-gateway.in-memory';

describe('load open orders', () => {
  it('given the example customer, then the open orders come by company with their delivery counts', async () => {
    const companies = await createLoadOpenOrders({ orders: new OrdersGatewayInMemory() })();
    expect(companies?.map((company) => [company.companyCode, company.orders.length, company.deliveryStateCounts])).toEqual([
      ['ID01-1000', 5, { awaiting_confirmation: 1, in_progress: 1, shipped: 1 }],
      ['ID01-2000', 1, { awaiting_confirmation: 1, in_progress: 0, shipped: 0 }],
    ]);
  });

  it('given the service fails, then the answer is null rather than an empty list', async () => {
    expect(await createLoadOpenOrders({ orders: new OrdersGatewayInMemory({ failing: ['openOrders'] }) })()).toBeNull();
  });
});

describe('export open orders', () => {
  it('given a report is created, then its file is downloaded under the report file name', async () => {
    const orders = new OrdersGatewayInMemory();
    const outcome = await createExportOpenOrders({ orders })();
    expect(outcome.ok && outcome.file.fileName).toBe('List Open Order - 2026-03-20.xlsx');
    expect(orders.reports).toHaveLength(1);
  });

  it.each(['createOpenOrderReport', 'downloadReport'] as const)('given %s fails, then the export fails with OE1', async (call) => {
    expect(await createExportOpenOrders({ orders: new OrdersGatewayInMemory({ failing: [call] }) })()).toEqual({ ok: false, code: 'OE1' });
  });

  it('given the service refuses to create the report, then nothing is downloaded and the export fails with OE1', async () => {
    const orders = new OrdersGatewayInMemory();
    orders.createOpenOrderReport = async () => null;
    let downloaded = false;
    orders.downloadReport = async (report) => {
      downloaded = true;
      return { fileName: report.fileName, content: new Blob() };
    };
    expect(await createExportOpenOrders({ orders })()).toEqual({ ok: false, code: 'OE1' });
    expect(downloaded).toBe(false);
  });
});
