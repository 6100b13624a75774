import { defineConfig, mergeConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: { conditions: ['source', ...defaultClientConditions] },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  }),
);
