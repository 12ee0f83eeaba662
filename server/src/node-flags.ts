/**
 * Node flags the API server process runs with. `npm start` (scripts/start.ts) starts server/src/main.ts with
 * them, and bench/ scripts start the server the same way, so published figures are the product's.
 *
 * They bound the heap while a large import streams through. Uploaded files are parsed in worker processes
 * with capped heaps (PARSER_HEAP in jobs/worker-batches.ts, which gives them --heap-growing-percent too); the
 * main thread holds the column strings of the batches in flight until their INSERT is done. By default V8 lets
 * the old generation grow to three or four times its live size before collecting it, and the young generation
 * to 32 MB per semi-space. Measured on a 94 MB XLIFF import into PostgreSQL (bench/xliff-import.ts, 2-core box,
 * load 2-4): no flags 305 MB peak RSS and 10.2 server CPU s; these two (old generation grows by at most 2x)
 * 265-277 MB and 8.5-9.6 CPU s. With the parse on the main thread instead of a worker: no flags 476 MB and 6.1
 * CPU s, these two 224-234 MB and 8-9 CPU s.
 *
 * `--liftoff-only` concerns WebAssembly, i.e. the embedded database (PGlite) alone: V8 compiles its code with the
 * baseline compiler only. By default V8 recompiles hot functions with its optimising compiler, and one function of
 * PostgreSQL's (the biggest, hot in every query) takes ~600 MB and 5-9 s of a background thread to compile that
 * way, which the server's RSS then peaks by: measured on a 100k-unit TMX import into PGlite (bench/tmx-import.ts,
 * load ~25), peak RSS 861 MB without the flag and 361 MB with it, for 26% more server CPU (47.7 s against 37.8 s).
 *
 * V8 reads them when it creates the heap: v8.setFlagsFromString inside a running process comes too late,
 * hence a process of its own.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=100',
  '--liftoff-only',
];
