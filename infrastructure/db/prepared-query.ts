/**
 * A query built once with placeholders (sql.placeholder) and run with each call's values: turning drizzle's builder
 * into SQL text costs more per request than the round trip of a small query. It is sent as the unnamed statement
 * (the empty name), exactly as an ad-hoc query is: PGlite keeps one session across node-postgres connections, so a
 * named server-side statement prepared through one connection collides with the next.
 */
export function builtOnce<Prepared>(query: { prepare(name: string): Prepared }): Prepared {
  return query.prepare('');
}
