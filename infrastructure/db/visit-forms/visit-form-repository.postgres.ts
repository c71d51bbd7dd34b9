import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { VisitCustomer, VisitFormFields, VisitFormQuery, VisitFormRecord, VisitFormRepository } from '../../../application/service/visit-forms/ports';
import type { VisitFormKind } from '../../../domain/visit-forms/visit-form';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { customers, users } from '../schema';
import { visitForms } from './schema';

const CUSTOMER_COLUMNS = { id: customers.id, custCode: customers.r3, custName: customers.name, sorg: customers.sorg };

const RECORD_COLUMNS = {
  id: visitForms.id,
  kind: visitForms.kind,
  customer: CUSTOMER_COLUMNS,
  otherMidrange: visitForms.otherMidrange,
  brandDomination: visitForms.brandDomination,
  qtyPlgGrp: visitForms.qtyPlgGrp,
  qtyNonPlgGrp: visitForms.qtyNonPlgGrp,
  brandDisplay: visitForms.brandDisplay,
  seriesList: visitForms.seriesList,
  seriesBrand: visitForms.seriesBrand,
  equipment: visitForms.equipment,
  notes: visitForms.notes,
  photos: visitForms.photos,
  recordedBy: users.name,
  createdAt: visitForms.createdAt,
  updatedAt: visitForms.updatedAt,
};

type Row = Omit<VisitFormRecord, 'kind' | 'recordedBy'> & { kind: string; recordedBy: string | null };

const toRecord = (row: Row): VisitFormRecord => ({ ...row, kind: row.kind as VisitFormKind, recordedBy: row.recordedBy ?? '' });

export class VisitFormRepositoryPostgres implements VisitFormRepository {
  constructor(private readonly db: Database) {}

  async customerWithin(custCode: string, sorgs: readonly string[]): Promise<VisitCustomer | undefined> {
    if (sorgs.length === 0) return undefined;
    const [found] = await this.db.select(CUSTOMER_COLUMNS).from(customers).where(and(eq(customers.r3, custCode), inArray(customers.sorg, [...sorgs])));
    return found;
  }

  customers(sorgs: readonly string[], search: string, limit: number): Promise<VisitCustomer[]> {
    const pattern = `%${escapeLike(search)}%`;
    return this.db
      .select(CUSTOMER_COLUMNS)
      .from(customers)
      .where(and(inArray(customers.sorg, [...sorgs]), search === '' ? undefined : or(ilike(customers.r3, pattern), ilike(customers.name, pattern))))
      .orderBy(asc(customers.name))
      .limit(limit);
  }

  private select() {
    return this.db.select(RECORD_COLUMNS).from(visitForms).innerJoin(customers, eq(customers.id, visitForms.customerId)).leftJoin(users, eq(users.id, visitForms.recordedBy));
  }

  async list(query: VisitFormQuery): Promise<{ items: VisitFormRecord[]; total: number }> {
    const where = and(eq(visitForms.kind, query.kind), inArray(customers.sorg, [...query.sorgs]), query.custCode ? eq(customers.r3, query.custCode) : undefined);
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(visitForms.createdAt), desc(visitForms.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ total: count() }).from(visitForms).innerJoin(customers, eq(customers.id, visitForms.customerId)).where(where),
    ]);
    return { items: rows.map(toRecord), total: total?.total ?? 0 };
  }

  async find(kind: VisitFormKind, id: string, sorgs: readonly string[]): Promise<VisitFormRecord | undefined> {
    const [row] = await this.select().where(and(eq(visitForms.id, id), eq(visitForms.kind, kind), inArray(customers.sorg, [...sorgs])));
    return row ? toRecord(row) : undefined;
  }

  private async byId(id: string): Promise<VisitFormRecord | undefined> {
    const [row] = await this.select().where(eq(visitForms.id, id));
    return row ? toRecord(row) : undefined;
  }

  async create(form: VisitFormFields & { kind: VisitFormKind; customerId: string; recordedByUserId: string; at: Date }): Promise<VisitFormRecord> {
    const { recordedByUserId, at, ...fields } = form;
    const [row] = await this.db
      .insert(visitForms)
      .values({ ...fields, recordedBy: recordedByUserId, createdAt: at, updatedAt: at })
      .returning({ id: visitForms.id });
    return (await this.byId(row!.id))!;
  }

  async update(id: string, form: VisitFormFields & { customerId: string; at: Date }): Promise<VisitFormRecord | undefined> {
    const { at, ...fields } = form;
    const changed = await this.db.update(visitForms).set({ ...fields, updatedAt: at }).where(eq(visitForms.id, id)).returning({ id: visitForms.id });
    return changed.length === 0 ? undefined : this.byId(id);
  }

  async remove(id: string): Promise<boolean> {
    return (await this.db.delete(visitForms).where(eq(visitForms.id, id)).returning({ id: visitForms.id })).length > 0;
  }
}
