/**
 * A query built once with placeholders (sql.placeholder) and run with each call's values: turning drizzle's builder
 * into SQL text costs more per request than the round trip of a small query. It is sent as the unnamed statement
 * (the empty name), exactly as an ad-hoc query is: PGlite keeps one session across node-postgres connections, so a
 * named server-side statement prepared through one connection collides with the next.
 */
export function builtOnce<Prepared>(query: { prepare(name: string): Prepared }): Prepared {
  return query.prepare('');
}

/**
 * The databases whose every connection is a session of its own, where a named statement stays with its connection.
 * Any object stands for a database here, so that database.ts, which marks them, need not be imported back.
 */
const ownSessionDatabases = new WeakSet<object>();

export function markSessionPerConnection(db: object): void {
  ownSessionDatabases.add(db);
}

/**
 * A query every request runs (the principal, the active customer), built once and, on PostgreSQL, prepared once per
 * connection under `name`: PostgreSQL then neither parses nor plans it again, which costs more than running it. On
 * PGlite it goes unnamed, as {@link builtOnce} explains.
 */
export function preparedOnce<Prepared>(db: object, name: string, query: { prepare(name: string): Prepared }): Prepared {
  return query.prepare(ownSessionDatabases.has(db) ? name : '');
}
