import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
