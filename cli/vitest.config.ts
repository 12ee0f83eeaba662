import { defineProject } from 'vitest/config';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';

export default defineProject({
  test: {
    name: 'cli',
    environment: 'node',
    // The tests start the real server (its PGlite in a worker thread), as the server's own tests do.
    pool: 'forks',
    execArgv: [...SERVER_NODE_FLAGS],
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
