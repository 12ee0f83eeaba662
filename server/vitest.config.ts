import { defineProject } from 'vitest/config';
import { SERVER_NODE_FLAGS } from './src/node-flags.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Child processes, not worker threads: each test file starts its own PGlite worker thread.
    pool: 'forks',
    // A fork runs file after file on the modules it has loaded: loading the app is most of a small file's time.
    // Hence no file mocks a module (a spy on an object instead) or leaves a global changed.
    isolate: false,
    // The server's own V8 flags, among them --liftoff-only: without it V8 recompiles PGlite's WebAssembly in
    // background threads and frees the first code while worker threads run theirs, which now and then aborts a
    // fork ("Check failed: jit_page.has_value()", nodejs/node#64500); the server never ran without it.
    execArgv: [...SERVER_NODE_FLAGS],
    include: ['src/**/*.test.ts'],
    // A folder for the run, where the first test database migrated is kept for the others to copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
