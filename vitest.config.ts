import { defineConfig } from 'vitest/config';

// One run for every workspace's unit, component and server tests; each project has its own config.
export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'remotes/*', 'server', 'scripts', 'cli'],
  },
});
