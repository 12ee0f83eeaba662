/**
 * Node flags the API server process runs with. `npm start` (scripts/start.ts) starts server/src/main.ts with
 * them, and bench/ scripts start the server the same way, so published figures are the product's.
 *
 * --max-semi-space-size=4: V8's young generation may otherwise grow to tens of MB per semi-space while a large
 * import streams through (short-lived strings and records); capping it at 4 MB keeps the server's resident
 * memory during a 94 MB XLIFF import near 200 MB instead of ~440 MB, at no measurable CPU cost (more, smaller
 * scavenges). It cannot be set from inside a running process (v8.setFlagsFromString comes too late: the heap
 * is already configured), hence a separate process.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
