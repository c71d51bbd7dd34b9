/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}
