import { eq } from 'drizzle-orm';
import type { ReportRecord, ReportRepository } from '../../../application/service/orders/ports';
import type { Database } from '../database';
import { reports } from './schema';

export class ReportRepositoryPostgres implements ReportRepository {
  constructor(private readonly db: Database) {}

  async insert(report: ReportRecord): Promise<void> {
    await this.db.insert(reports).values(report);
  }

  async find(id: string): Promise<ReportRecord | undefined> {
    const [row] = await this.db.select().from(reports).where(eq(reports.id, id));
    return row;
  }
}
