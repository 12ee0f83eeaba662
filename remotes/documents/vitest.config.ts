import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remotes/documents',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The screen tests page through 100-row lists in happy-dom: seconds each on a busy shared machine.
    testTimeout: 20_000,
  },
});
