/** The database every repository adapter queries, bound once by the composition root. */
export const DB_TOKENS = {
  Database: Symbol('Database'),
} as const;
