/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { precompiledCatalogues, precompiledDefaultMessages } from './ui/i18n/precompile-messages.vite.js';
import { startSplashFirst } from './ui/start-splash.vite.js';
import { areaChunk } from './ui/store/area-chunk.vite.js';

const root = fileURLToPath(new URL('.', import.meta.url));

const areas = areaChunk(root);

const apiPort = process.env.PORT ?? '3000';
const apiPaths = [
  '/login', '/logout', '/refresh-token', '/user', '/server', '/active-announcements', '/graphql', '/public', '/healthz', '/runtime-config.json',
  '/bnrs', '/notification', '/manifests', '/language', '/api',
];

export default defineConfig(({ command }) => ({
  plugins: [
    precompiledCatalogues(root),
    precompiledDefaultMessages(root),
    react(),
    areas.plugin,
    startSplashFirst(),
    // Each built asset also as .br and .gz beside it, so the service sends the compressed copy the browser accepts
    // without compressing on every request.
    compression({ algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })], threshold: 1024 }),
  ],
  resolve: {
    // rxjs's ES2015 build: its default is ES5, which brings tslib's helpers and longer code for its classes.
    conditions: [...defaultClientConditions, 'es2015'],
    // react-intl and @formatjs/intl each bring their own copy of intl-messageformat; one serves both.
    dedupe: ['intl-messageformat', '@formatjs/icu-messageformat-parser'],
    // Every message the build ships is an AST (precompile-messages.vite.ts), so the parser stays out of the browser.
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
  // The manifest maps each source to its chunk, which the bundle budget (tests/bench/bundle-budget.ts) reads.
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Everything the entry imports statically goes in one chunk: sign-in then fetches one file, which compresses
    // better than the many small shared chunks the automatic splitting makes of it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }, areas.group] } } },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, `http://127.0.0.1:${apiPort}`])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'application/**/*.test.ts', 'infrastructure/**/*.test.ts', 'tests/tools/**/*.test.ts', 'tests/bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/**/*.test.tsx', 'ui/**/*.test.ts'],
          setupFiles: ['tests/tools/ui-setup.ts'],
          // A page test renders the whole route with its providers; on two busy cores that has taken over five seconds.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
