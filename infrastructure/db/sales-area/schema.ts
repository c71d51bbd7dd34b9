import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RegionOutline } from '../../../application/service/sales-area/ports';
import { salesOrganisations } from '../schema';

/** A region of a sales organisation's map: its outline as a GeoJSON polygon and the category it is given, if any. */
export const salesAreaRegions = pgTable(
  'sales_area_regions',
  {
    id: text('id').primaryKey(),
    sorg: text('sorg')
      .notNull()
      .references(() => salesOrganisations.sorg),
    name: text('name').notNull(),
    category: text('category'),
    outline: jsonb('outline').$type<RegionOutline>().notNull(),
  },
  (table) => [index('sales_area_regions_sorg_idx').on(table.sorg)],
);
