import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which on a 2-core CI machine means one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.unit.test.ts', 'src/web/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file builds its own app on its own database and nothing is mocked, so a worker keeps the
          // server's modules (and the migrated PGlite image) from one file to the next instead of importing
          // them again for each: a third of the project's time.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { 'virtual:pwa-register': resolve('src/web/testing/pwa-register.ts') } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test-setup.ts'],
          // A test that types a whole form with userEvent takes a few seconds on a slow 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
