import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'],
    // Fails the run when CUPIDO_REQUIRE_SERVICES=1 and PostgreSQL or Redis does not answer.
    globalSetup: ['./apps/server/src/test/require-services.ts'],
  },
});
