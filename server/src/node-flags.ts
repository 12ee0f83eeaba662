/**
 * Node flags the API server process runs with. `npm start` (scripts/start.ts) starts server/src/main.ts with
 * them, and bench/ scripts start the server the same way, so published figures are the product's.
 *
 * They bound the heap while a large import streams through. Each batch of parsed segments, and the multi-MB
 * parameters of its INSERT, live until the insert is done, so they are promoted to the old generation and die
 * there; by default V8 lets the old generation grow to three or four times its live size (~45 MB here)
 * before collecting it, and the young generation to 32 MB per semi-space. Measured on a 94 MB XLIFF import
 * into PostgreSQL (bench/xliff-import.ts, 2-core box, load 3-5): no flags 476 MB peak RSS and 6.1 CPU s;
 * --max-semi-space-size=4 alone 288-313 MB; these two (old generation grows by at most 2x) 224-234 MB and
 * 8-9 CPU s: the 300 MB aim costs ~30% more CPU in garbage collection.
 *
 * V8 reads them when it creates the heap: v8.setFlagsFromString inside a running process comes too late,
 * hence a process of its own.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=100'];
