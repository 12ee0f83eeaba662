#!/usr/bin/env node
/**
 * The `tessera` command. Plain JavaScript that any Node reads, so an older Node is told what it lacks instead of
 * stopping at the first `.ts` import; the command itself is TypeScript that Node runs by stripping the types.
 */
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 22);
if (!supported) {
  console.error(`tessera needs Node.js >= 22.22 (24 LTS recommended), this is ${process.versions.node}`);
  process.exit(1);
}
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2), process.env, process.cwd());
