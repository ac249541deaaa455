import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['backend/test/**/*.test.ts'],
    // Each file seeds its own throw-away data dir; the image pool makes the first seed a few seconds long.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
