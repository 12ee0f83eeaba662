import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
