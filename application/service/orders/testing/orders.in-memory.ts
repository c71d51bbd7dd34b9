import type { DateRange } from '../../../../domain/dates/date-range';
import type { DeliveryRecord, OpenOrderLineRecord, OpenOrderRepository, OrderFilter, ReportRecord, ReportRepository, SheetTable, SpreadsheetWriter } from '../ports';

export class OpenOrderRepositoryInMemory implements OpenOrderRepository {
  constructor(
    private readonly lines: (OpenOrderLineRecord & { customerId: string })[],
    private readonly deliveries: (DeliveryRecord & { customerId: string })[],
  ) {}

  async openOrderLines(customerId: string, filter: OrderFilter) {
    return this.lines.filter((line) => line.customerId === customerId && (!filter.sorgs || filter.sorgs.includes(line.sorg)) && (!filter.custCodes || filter.custCodes.includes(line.custCode)));
  }

  async deliveriesOfOrders(customerId: string, soNumbers: readonly string[]) {
    return this.deliveries.filter((delivery) => delivery.customerId === customerId && delivery.detail.some((line) => soNumbers.includes(line.orderNo)));
  }

  async deliveriesInRange(customerId: string, range: DateRange, by: 'delivery' | 'document') {
    return this.deliveries.filter((delivery) => {
      const day = by === 'document' ? delivery.documentDate : (delivery.deliveryDate ?? delivery.documentDate);
      return delivery.customerId === customerId && day >= range.from && day <= range.to;
    });
  }
}

export class ReportRepositoryInMemory implements ReportRepository {
  readonly reports: ReportRecord[] = [];
  async insert(report: ReportRecord) {
    this.reports.push(report);
  }
  async find(id: string) {
    return this.reports.find((report) => report.id === id);
  }
}

/** Keeps the tables it is asked to write and answers their JSON as the file's bytes. */
export class SpreadsheetWriterInMemory implements SpreadsheetWriter {
  readonly tables: SheetTable[] = [];
  async workbook(table: SheetTable) {
    this.tables.push(table);
    return new TextEncoder().encode(JSON.stringify(table));
  }
}
