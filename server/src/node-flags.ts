/**
 * Node flags the API server process runs with. `npm start` (scripts/start.ts) starts server/src/main.ts with
 * them, and bench/ scripts start the server the same way, so published figures are the product's.
 *
 * They bound the heap while a large import streams through. Each batch of parsed segments lives until it is
 * inserted, so it is promoted to the old generation and dies there; by default V8 lets the old generation
 * grow to about three times its live size before collecting it, and lets the young generation grow to
 * 32 MB per semi-space. Measured on a 94 MB XLIFF import into PostgreSQL (bench/xliff-import.ts):
 * no flags ~440 MB peak RSS; --max-semi-space-size=4 alone 288–313 MB; these two 225 MB, for ~10% more CPU
 * (more frequent, smaller collections). The live heap of the server stays ~45 MB either way.
 *
 * V8 reads them when it creates the heap: v8.setFlagsFromString inside a running process comes too late,
 * hence a process of its own.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
