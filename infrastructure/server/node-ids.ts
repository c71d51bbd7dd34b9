import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../application/service/catalogue/article-ports';

/** Random UUIDs (v4) from node:crypto. */
export const nodeIds: IdGenerator = { newId: () => randomUUID() };
