import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remotes/tm',
    environment: 'happy-dom',
    // Screen tests drive a whole screen through user events in happy-dom: seconds each on a busy 2-core machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
