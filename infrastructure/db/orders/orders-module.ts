import { ContainerModule } from 'inversify';
import type { OpenOrderRepository, OrderListRepository, ReportRepository, SpreadsheetWriter } from '../../../application/service/orders/ports';
import { ORDERS_TOKENS } from '../../../application/service/orders/tokens';
import { SpreadsheetWriterExcelJs } from '../../reports/spreadsheet-writer.exceljs';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { OpenOrderRepositoryPostgres } from './open-order-repository.postgres';
import { OrderListRepositoryPostgres } from './order-list-repository.postgres';
import { ReportRepositoryPostgres } from './report-repository.postgres';

export const ordersModule = new ContainerModule(({ bind }) => {
  bind<OpenOrderRepository>(ORDERS_TOKENS.OpenOrderRepository).toResolvedValue((db: Database) => new OpenOrderRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<OrderListRepository>(ORDERS_TOKENS.OrderListRepository).toResolvedValue((db: Database) => new OrderListRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<ReportRepository>(ORDERS_TOKENS.ReportRepository).toResolvedValue((db: Database) => new ReportRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<SpreadsheetWriter>(ORDERS_TOKENS.SpreadsheetWriter).toConstantValue(new SpreadsheetWriterExcelJs());
});
