// @ts-check
/**
 * Mutation testing of the pure domain (npm run test:mutation). The run fails below a score of 90 %, so that the
 * domain tests keep catching changed behaviour and not merely running the code. Incremental mode reuses the
 * verdicts of unchanged code and tests from reports/, which keeps a rerun after a small change short.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: ['domain/**/*.ts', '!domain/**/*.test.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.domain.config.ts' },
  // Only the domain and its tests go into the sandbox; the rest of the tree is not needed to run them.
  ignorePatterns: ['/*', '!/domain', '!/vitest.domain.config.ts', '!/package.json', '!/tsconfig.json'],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level tables and constants: routes, menus, defaults) run only when a module loads, so
  // each one reloads and reruns every test file importing its module: about 30 % of the mutants and, on two
  // shared cores, over an hour. The routine run leaves them out; `npm run test:mutation -- --ignoreStatic false`
  // includes them.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { reportScoreTable: true, reportMutants: true, allowEmojis: false },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
};
