/** The longest name a stored document shows. */
export const DOCUMENT_NAME_MAX_LENGTH = 200;

/**
 * The name an uploaded document shows: the last part of the name it was uploaded under (no folders, no control
 * characters, at most {@link DOCUMENT_NAME_MAX_LENGTH} characters) ending in an extension of what its content
 * is. A PNG uploaded as `receipt.exe` shows as `receipt.png`, so nobody downloading it is told it is a program.
 * `extensions` are the content's extensions, the usual one first (`['jpg', 'jpeg']`).
 */
export function documentName(uploaded: string, extensions: readonly [string, ...string[]]): string {
  // eslint-disable-next-line no-control-regex
  const base = (uploaded.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const dot = base.lastIndexOf('.');
  const given = dot > 0 ? base.slice(dot + 1) : '';
  const matches = extensions.includes(given.toLowerCase());
  const extension = matches ? given : extensions[0];
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim() || 'document';
  return `${[...stem].slice(0, DOCUMENT_NAME_MAX_LENGTH - extension.length - 1).join('')}.${extension}`;
}
