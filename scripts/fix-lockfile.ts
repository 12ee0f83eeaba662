/**
 * The npm registry reachable from our machines serves the Linux builds of native packages (rspack's, Tailwind's,
 * oxlint's bindings) but not the macOS/Windows/wasm ones, so `npm install` leaves them out of package-lock.json
 * while still listing them as optional edges; `npm ci` then calls the lock out of sync. Run this after adding a
 * dependency (`node scripts/fix-lockfile.ts`): it drops optional edges whose package is absent from the lock and
 * changes no version. fix-lockfile.test.ts fails while the committed lock still has such an edge, so CI installs
 * from the lock exactly as committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type LockNode = { optionalDependencies?: Record<string, string> };
export type Lock = { packages: Record<string, LockNode> };

export const lockPath = join(import.meta.dirname, '..', 'package-lock.json');

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

/** Optional edges (package path -> dependency name) that point at no package of the lock. */
export function danglingOptionalEdges(lock: Lock): { path: string; name: string }[] {
  const dangling: { path: string; name: string }[] = [];
  for (const [path, node] of Object.entries(lock.packages)) {
    for (const name of Object.keys(node.optionalDependencies ?? {})) {
      if (!resolutionCandidates(path, name).some((candidate) => candidate in lock.packages))
        dangling.push({ path, name });
    }
  }
  return dangling;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as Lock;
  const dangling = danglingOptionalEdges(lock);
  for (const { path, name } of dangling) delete lock.packages[path].optionalDependencies![name];
  if (dangling.length > 0) writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`fix-lockfile: ${dangling.length} optional edge(s) to packages the registry does not serve removed`);
}
