import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remotes/users',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
