import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsText, escapeLike } from './like-pattern';

const documents = pgTable('documents', { number: text('number').notNull() });
const dialect = new PgDialect();

describe('a search for text anywhere in a column', () => {
  it('matches the text literally, its wildcards escaped', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(dialect.sqlToQuery(containsText(documents.number, '10%')).params).toEqual(['%10\\%%']);
  });

  it('ignores case with ILIKE where the text has a letter, and uses LIKE where case cannot matter', () => {
    expect(dialect.sqlToQuery(containsText(documents.number, 'inv-0012')).sql).toBe('"documents"."number" ilike $1');
    expect(dialect.sqlToQuery(containsText(documents.number, 'Ä')).sql).toBe('"documents"."number" ilike $1');
    expect(dialect.sqlToQuery(containsText(documents.number, '0012-/7')).sql).toBe('"documents"."number" like $1');
  });
});
