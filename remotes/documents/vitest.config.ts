import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remotes/documents',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Screen tests drive a whole screen through user events and page through 100-row lists in happy-dom: seconds
    // each on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
