import { defineConfig } from 'vitest/config';

/**
 * Tests run against the contract's TypeScript sources (its `source` export condition), not
 * its build; the other conditions are Vite's server defaults.
 */
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    server: { deps: { inline: ['@dhub/contract'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
