import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { danglingOptionalEdges, lockPath, type Lock } from './fix-lockfile.ts';

describe('package-lock.json', () => {
  it('finds an optional edge to a package the lock does not hold, and accepts one found in an ancestor folder', () => {
    const lock: Lock = {
      packages: {
        '': {},
        'node_modules/@rspack/core': {
          optionalDependencies: { '@rspack/binding-darwin-arm64': '1.0.0', '@rspack/binding-linux-x64-gnu': '1.0.0' },
        },
        'node_modules/@rspack/binding-linux-x64-gnu': {},
      },
    };
    expect(danglingOptionalEdges(lock)).toEqual([
      { path: 'node_modules/@rspack/core', name: '@rspack/binding-darwin-arm64' },
    ]);
  });

  it('is committed without dangling optional edges, so `npm ci` installs it as it is (after adding a dependency: node scripts/fix-lockfile.ts)', () => {
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as Lock;
    expect(danglingOptionalEdges(lock)).toEqual([]);
  });
});
