/**
 * The npm registry reachable from our machines serves the Linux builds of native packages (rspack's and
 * Tailwind's bindings) but not the macOS/Windows/wasm ones, so `npm install` leaves them out of
 * package-lock.json while still listing them as optional edges; `npm ci` then calls the lock out of sync.
 * This drops optional edges whose package is absent from the lock. It changes no version, is a no-op on a
 * clean lock, and runs in .ci/run; run it after adding a dependency: `node scripts/fix-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type LockNode = { optionalDependencies?: Record<string, string> };
const lockPath = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockNode> };

/** The places npm looks for `name` from the package at `path`: its own node_modules, then each ancestor's. */
function resolutionCandidates(path: string, name: string): string[] {
  const candidates: string[] = [];
  let current = path;
  for (;;) {
    candidates.push(current ? `${current}/node_modules/${name}` : `node_modules/${name}`);
    if (!current) return candidates;
    const parent = current.lastIndexOf('/node_modules/');
    current = parent >= 0 ? current.slice(0, parent) : '';
  }
}

let pruned = 0;
for (const [path, node] of Object.entries(lock.packages)) {
  for (const name of Object.keys(node.optionalDependencies ?? {})) {
    if (!resolutionCandidates(path, name).some((candidate) => candidate in lock.packages)) {
      delete node.optionalDependencies![name];
      pruned++;
    }
  }
}
if (pruned > 0) writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: ${pruned} optional edge(s) to packages the registry does not serve removed`);
