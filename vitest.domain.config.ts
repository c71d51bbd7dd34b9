import { defineConfig } from 'vitest/config';

/**
 * The domain tests alone, for mutation testing: Stryker reruns them once per mutant, so they must not pull in
 * the React plugin, jsdom or the integration suite that vite.config.ts sets up for the whole tree.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['domain/**/*.test.ts'],
  },
});
