import { and, asc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { ClaimArticle, ClaimFrame, ClaimProblem } from '../../../application/service/claims/ports';
import type { ClaimCapability, ClaimProductCategory, ClaimStatus } from '../../../domain/claims/claim-workflow';
import { products } from '../catalogue/schema';
import { cachedRead } from '../cached-read';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { pdiInspections } from '../pdi/schema';
import { customers } from '../schema';
import { claimCapabilities, claimFrames, claimProblems, claims, claimStatuses } from './schema';

const ARTICLE_COLUMNS = { articleCode: products.articleCode, name: products.name, category: products.category, brand: products.brand };
const toArticle = (row: { articleCode: string; name: string; category: string; brand: string }): ClaimArticle => ({ ...row, category: row.category as ClaimProductCategory });

/** How long the workflow's reference tables (statuses, capabilities, problems), written only by migrations and the seed, are kept. */
const REFERENCE_CACHE_MS = 60_000;

/** The reads behind the claim form and the workflow: statuses, capabilities, problems, articles, frames, dealers. */
export class ClaimLookupsPostgres {
  constructor(protected readonly db: Database) {}

  // Every list and claim answer names its statuses and problems: kept, they cost no query per request.
  readonly statuses = cachedRead(async (): Promise<ClaimStatus[]> => {
    const rows = await this.db.select().from(claimStatuses).orderBy(asc(claimStatuses.position));
    return rows.map(({ position: _position, ...status }) => ({ ...status, category: status.category as ClaimStatus['category'] }));
  }, REFERENCE_CACHE_MS);

  readonly capabilities = cachedRead(async (): Promise<ClaimCapability[]> => {
    const rows = await this.db.select().from(claimCapabilities);
    return rows.map((row) => ({ ...row, productCategory: row.productCategory as ClaimProductCategory, custCategory: row.custCategory as ClaimCapability['custCategory'] }));
  }, REFERENCE_CACHE_MS);

  private readonly allProblems = cachedRead(async (): Promise<ClaimProblem[]> => {
    const rows = await this.db
      .select({ id: claimProblems.id, productCategory: claimProblems.productCategory, description: claimProblems.description })
      .from(claimProblems)
      .orderBy(asc(claimProblems.position));
    return rows.map((row) => ({ ...row, productCategory: row.productCategory as ClaimProductCategory }));
  }, REFERENCE_CACHE_MS);

  async problems(category: ClaimProductCategory | null): Promise<ClaimProblem[]> {
    const problems = await this.allProblems();
    return category ? problems.filter((problem) => problem.productCategory === category) : problems;
  }

  async ownBrands(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ brand: products.brand }).from(products).orderBy(asc(products.brand));
    return rows.map((row) => row.brand);
  }

  async article(articleCode: string): Promise<ClaimArticle | undefined> {
    const [row] = await this.db.select(ARTICLE_COLUMNS).from(products).where(sql`lower(${products.articleCode}) = lower(${articleCode})`);
    return row ? toArticle(row) : undefined;
  }

  async articles(search: string, category: ClaimProductCategory | null, limit: number): Promise<ClaimArticle[]> {
    const pattern = `%${escapeLike(search)}%`;
    const rows = await this.db
      .select(ARTICLE_COLUMNS)
      .from(products)
      .where(and(category ? eq(products.category, category) : undefined, or(ilike(products.articleCode, pattern), ilike(products.name, pattern))))
      .orderBy(asc(products.articleCode))
      .limit(limit);
    return rows.map(toArticle);
  }

  async frame(frameNumber: string): Promise<ClaimFrame | undefined> {
    const [row] = await this.db.select().from(claimFrames).where(sql`upper(${claimFrames.frameNumber}) = upper(${frameNumber})`);
    return row;
  }

  flaggedFrames(flag: 'recall' | 'stolen', search: string, limit: number): Promise<ClaimFrame[]> {
    return this.db
      .select()
      .from(claimFrames)
      .where(and(flag === 'recall' ? isNotNull(claimFrames.recallCampaign) : isNotNull(claimFrames.stolenReportedAt), search === '' ? undefined : ilike(claimFrames.frameNumber, `%${escapeLike(search)}%`)))
      .orderBy(asc(claimFrames.frameNumber))
      .limit(limit);
  }

  async frameHasOpenClaim(frameNumber: string, exceptClaimId: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: claims.id })
      .from(claims)
      .innerJoin(claimStatuses, eq(claimStatuses.id, claims.statusId))
      .where(and(sql`upper(${claims.frameNumber}) = upper(${frameNumber})`, ne(claimStatuses.category, 'closed'), exceptClaimId ? ne(claims.id, exceptClaimId) : undefined))
      .limit(1);
    return Boolean(row);
  }

  async latestPdiId(customerId: string, frameNumber: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: pdiInspections.id })
      .from(pdiInspections)
      .where(and(eq(pdiInspections.customerId, customerId), sql`upper(${pdiInspections.frameNumber}) = upper(${frameNumber})`, sql`${pdiInspections.deletedAt} is null`))
      .orderBy(sql`${pdiInspections.createdAt} desc`)
      .limit(1);
    return row?.id ?? null;
  }

  async dealerInformation(customerId: string) {
    const [row] = await this.db
      .select({ r3: customers.r3, name: customers.name, address: customers.address, city: customers.city, phone: customers.phone, email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row ? { r3: row.r3, name: row.name, address: row.address ?? '', city: row.city ?? '', phone: row.phone ?? '', email: row.email ?? '' } : undefined;
  }
}
