import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remotes/tm',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
