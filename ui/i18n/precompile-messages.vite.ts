import { resolve } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { cataloguePart, shellMessageIds } from './catalogue-parts.vite.js';
import type { CataloguePart } from './load-messages';

/**
 * Message texts turned into formatjs's AST while the portal builds, so the browser formats them without the ICU
 * parser: react-intl formats an AST as it is and parses only strings (formatjs's "precompile" setup).
 */

/** The ICU text as the AST intl-messageformat would parse it into, without the source locations it never reads. */
export function compileMessage(text: string): MessageFormatElement[] {
  return parse(text);
}

/** A { id: ICU text } catalogue as { id: AST }. */
export function compileCatalogue(catalogue: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]));
}

/**
 * The portal's catalogues (locales/*.json, not the service's in locales/service/) as ASTs, in every build, test and
 * dev server, so what runs there is what ships. Imported with `?part=shell` or `?part=areas`, a catalogue gives only
 * that part's messages (catalogue-parts.vite.ts).
 */
export function precompiledCatalogues(root: string): Plugin {
  const catalogueFolder = resolve(root, 'locales');
  let shellIds: ReadonlySet<string> | null = null;
  return {
    name: 'portal:precompiled-catalogues',
    // Before Vite's JSON plugin, which turns the compiled JSON into the module.
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (resolve(file, '..') !== catalogueFolder || !file.endsWith('.json')) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const part = new URLSearchParams(query).get('part') as CataloguePart | null;
      if (!part) return { code: JSON.stringify(compileCatalogue(catalogue)), map: null };
      // With a query the JSON plugin leaves the file alone, so the part becomes a module here.
      shellIds ??= shellMessageIds(resolve(root, 'ui'));
      const compiled = JSON.stringify(compileCatalogue(cataloguePart(catalogue, part, shellIds)));
      return { code: `export default JSON.parse(${JSON.stringify(compiled)});`, map: null, moduleType: 'js' };
    },
    // A change to the portal's code may move a message between the parts.
    watchChange() {
      shellIds = null;
    },
  };
}

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function isSyntaxNode(value: unknown): value is SyntaxNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function isDefaultMessageKey(key: unknown): boolean {
  if (!isSyntaxNode(key)) return false;
  return (key.type === 'Identifier' && key.name === 'defaultMessage') || (key.type === 'Literal' && key.value === 'defaultMessage');
}

/** The text of a string literal or of a template literal without substitutions; null for anything else. */
function literalText(node: unknown): string | null {
  if (!isSyntaxNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string | null } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]!.value.cooked;
  return null;
}

/** Every `defaultMessage: '…'` in a module, however a descriptor is written: defineMessages, a call or JSX props. */
function defaultMessageLiterals(node: unknown, found: { start: number; end: number; text: string }[] = []) {
  if (Array.isArray(node)) {
    for (const child of node) defaultMessageLiterals(child, found);
  } else if (isSyntaxNode(node)) {
    const text = node.type === 'Property' && !node.computed && isDefaultMessageKey(node.key) ? literalText(node.value) : null;
    if (text !== null) {
      const value = node.value as SyntaxNode;
      found.push({ start: value.start, end: value.end, text });
    } else {
      for (const [field, child] of Object.entries(node)) if (field !== 'parent') defaultMessageLiterals(child, found);
    }
  }
  return found;
}

/**
 * The English defaults in the portal's own code as ASTs, for the builds that ship without the parser: react-intl
 * formats a default when the catalogue lacks the id, as on the root error page, which has no catalogue, or when a
 * catalogue could not be fetched.
 */
export function precompiledDefaultMessages(root: string): Plugin {
  const sourceFolder = `${resolve(root, 'ui')}/`;
  return {
    name: 'portal:precompiled-default-messages',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(sourceFolder) || !/\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const literals = defaultMessageLiterals(this.parse(code));
      if (literals.length === 0) return null;
      let compiled = code;
      // From the end, so the offsets of the literals still to replace stay valid.
      for (const { start, end, text } of literals.sort((a, b) => b.start - a.start)) {
        compiled = `${compiled.slice(0, start)}${JSON.stringify(compileMessage(text))}${compiled.slice(end)}`;
      }
      // Each literal is replaced where it stood, so lines keep their place and the incoming source map holds.
      return { code: compiled, map: null };
    },
  };
}
