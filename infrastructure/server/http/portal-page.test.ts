import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { framedPageFiles, inlineScript, pageScriptSources, readPageScripts, withPreloads, withRuntimeConfig, withScriptFirst, type ManifestChunk } from './portal-page';

const PAGE = '<!doctype html><html><head><title>Dealer portal</title></head><body></body></html>';

function dataBlock(html: string): string {
  return /<script type="application\/json" id="runtime-config">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? '';
}

describe('the portal page', () => {
  it('carries the runtime configuration as a data block at the end of its head', () => {
    const config = { apiBaseUrl: '', configAuthorization: 'Basic ZGVtbw==' };

    expect(JSON.parse(dataBlock(withRuntimeConfig(PAGE, config)))).toEqual(config);
  });

  it('runs a page script as the first thing in its head, before the warm-up another call put there', () => {
    const warmUp = withScriptFirst(PAGE, inlineScript("Intl.DateTimeFormat.supportedLocalesOf(['en-US']);"));

    expect(withScriptFirst(warmUp, inlineScript('window.asked = true;'))).toBe(
      PAGE.replace('<head>', "<head><script>window.asked = true;</script><script>Intl.DateTimeFormat.supportedLocalesOf(['en-US']);</script>"),
    );
  });

  it('cannot be made to end the block early by a value', () => {
    const config = { apiBaseUrl: 'https://api.example/</script><script>alert(1)</script>', configAuthorization: 'Basic x' };
    const html = withRuntimeConfig(PAGE, config);

    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(dataBlock(html))).toEqual(config);
  });
});

describe('the page scripts', () => {
  it('carry a script without its leading comments, allowed by the hash of exactly what the page carries', () => {
    const script = inlineScript('/* global window */\n/**\n * Why it runs.\n */\nwindow.asked = true;\n');
    const code = 'window.asked = true;';

    expect(script.tag).toBe(`<script>${code}</script>`);
    expect(script.cspSource).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(inlineScript('window.asked = false;').cspSource).not.toBe(script.cspSource);
  });

  it('refuse a script that would end its own element', () => {
    expect(() => inlineScript('document.write("</script><script>alert(1)")')).toThrow('</script');
  });

  it('are read from the built portal\'s folder, and a script the build lacks is left out of the page and the policy', () => {
    const folder = mkdtempSync(join(tmpdir(), 'page-scripts-'));
    try {
      writeFileSync(join(folder, 'intl-warm-up.js'), "Intl.DateTimeFormat.supportedLocalesOf(['en-US']);");
      const scripts = readPageScripts(folder);

      expect(scripts.earlyHandOver).toBeUndefined();
      expect(scripts.intlWarmUp?.tag).toBe("<script>Intl.DateTimeFormat.supportedLocalesOf(['en-US']);</script>");
      expect(pageScriptSources(scripts)).toEqual([scripts.intlWarmUp?.cspSource]);
      expect(readPageScripts(undefined)).toEqual({});
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** A build's manifest as Vite writes it: the entry, the areas' group with a shared chunk and a style sheet, messages. */
const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  '_areas-2.js': { file: 'assets/areas-2.js', name: 'areas', imports: ['index.html', '_Dialog-3.js'], css: ['assets/areas-2.css'] },
  '_areas-2.css': { file: 'assets/areas-2.css' },
  '_Dialog-3.js': { file: 'assets/Dialog-3.js', name: 'Dialog', imports: ['index.html'] },
  'locales/fr.json?part=shell': { file: 'assets/fr-4.js', name: 'fr' },
  'locales/fr.json?part=areas': { file: 'assets/fr-5.js', name: 'fr' },
  'ui/catalogue/CatalogueHomePage.tsx': { file: 'assets/CatalogueHomePage-6.js', imports: ['_areas-2.js'] },
};

describe('the files a framed page loads after the entry', () => {
  it('are the areas with what they import and their style sheet, and the locale\'s messages, never the entry or a page', () => {
    expect(framedPageFiles(MANIFEST, 'fr')).toEqual({
      scripts: ['assets/areas-2.js', 'assets/Dialog-3.js', 'assets/fr-4.js', 'assets/fr-5.js'],
      styles: ['assets/areas-2.css'],
    });
  });

  it('leave the messages out without a locale, and are none without a manifest', () => {
    expect(framedPageFiles(MANIFEST, undefined).scripts).toEqual(['assets/areas-2.js', 'assets/Dialog-3.js']);
    expect(framedPageFiles({}, 'fr')).toEqual({ scripts: [], styles: [] });
  });

  it('are fetched by the page alongside the entry, the style sheets without being applied', () => {
    const html = withPreloads(PAGE, { scripts: ['assets/areas-2.js'], styles: ['assets/areas-2.css'] });

    expect(html).toContain('<link rel="modulepreload" href="/assets/areas-2.js"><link rel="preload" as="style" crossorigin href="/assets/areas-2.css"></head>');
    expect(withPreloads(PAGE, { scripts: [], styles: [] })).toBe(PAGE);
  });
});
