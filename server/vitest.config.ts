import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Child processes, not worker threads: each test file starts its own PGlite worker thread.
    pool: 'forks',
    // V8's code-page protection keys race PGlite's WebAssembly code being compiled and freed in worker threads
    // ("Check failed: jit_page.has_value()", nodejs/node#64500): the fork aborts on machines with PKU.
    execArgv: ['--no-memory-protection-keys'],
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
