import { describe, expect, it } from 'vitest';
import { richTextContent, safeHref, sanitiseRichText, type RichNode } from './rich-text';

const text = (value: string): RichNode => ({ kind: 'text', text: value });
const el = (tag: string, attributes: Record<string, string>, ...children: RichNode[]): RichNode => ({ kind: 'element', tag, attributes, children });

describe('sanitiseRichText', () => {
  it('keeps paragraphs, emphasis, lists and safe links, without their other attributes', () => {
    const input = [el('p', { class: 'x', style: 'color:red', onclick: 'steal()' }, text('Pre-order '), el('strong', {}, text('now')))];
    expect(sanitiseRichText(input)).toEqual([el('p', {}, text('Pre-order '), el('strong', {}, text('now')))]);
    expect(sanitiseRichText([el('a', { href: 'https://velocita.example', target: '_self' }, text('More'))])).toEqual([
      el('a', { href: 'https://velocita.example' }, text('More')),
    ]);
  });

  it('drops scripts, styles and frames with their content', () => {
    const input = [el('p', {}, text('Hello')), el('script', {}, text('alert(1)')), el('iframe', { src: 'https://x' }, text('frame'))];
    expect(richTextContent(sanitiseRichText(input))).toBe('Hello');
  });

  it('replaces unknown tags by their content and headings by paragraphs', () => {
    expect(sanitiseRichText([el('font', { color: 'red' }, text('big'))])).toEqual([text('big')]);
    expect(sanitiseRichText([el('h1', {}, text('Title'))])).toEqual([el('p', {}, text('Title'))]);
  });

  it('unwraps links to unsafe targets', () => {
    expect(sanitiseRichText([el('a', { href: 'javascript:alert(1)' }, text('click'))])).toEqual([text('click')]);
    expect(sanitiseRichText([el('a', {}, text('no target'))])).toEqual([text('no target')]);
  });
});

describe('safeHref', () => {
  it('allows web, mail and phone links and paths on this site', () => {
    expect(safeHref('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(safeHref('mailto:dealer@a.example')).toBe('mailto:dealer@a.example');
    expect(safeHref('/en-us/catalog')).toBe('/en-us/catalog');
    expect(safeHref('#top')).toBe('#top');
  });

  it('refuses script and data URLs however they are spelled, and links that leave without a scheme', () => {
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref(' java\tscript:alert(1)')).toBeNull();
    expect(safeHref('java\u0000script:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('\\\\evil.example')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
