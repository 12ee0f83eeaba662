import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

describe('package-lock.json versions', () => {
  it('holds every package at the version its dependents pin exactly, and each workspace at its own', () => {
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
      packages: Record<string, { version?: string; name?: string; dependencies?: Record<string, string> }>;
    };
    const { packages } = lock;
    // Where Node finds `name` from the package at `path`: its own node_modules, then each ancestor's.
    const resolve = (path: string, name: string) => {
      for (let folder = path; ; folder = folder.slice(0, Math.max(0, folder.lastIndexOf('/node_modules/')))) {
        const found = packages[folder ? `${folder}/node_modules/${name}` : `node_modules/${name}`];
        if (found) return found;
        if (!folder) return undefined;
      }
    };
    const wrong: string[] = [];
    for (const [path, entry] of Object.entries(packages))
      for (const [name, wanted] of Object.entries(entry.dependencies ?? {})) {
        if (!/^\d+\.\d+\.\d+$/.test(wanted)) continue;
        const found = resolve(path, name);
        if (found?.version && found.version !== wanted)
          wrong.push(`${path || '.'} wants ${name} ${wanted}, finds ${found.version}`);
      }
    for (const [path, entry] of Object.entries(packages))
      if (path && !path.includes('node_modules') && entry.version) {
        const own = JSON.parse(readFileSync(join(import.meta.dirname, '..', path, 'package.json'), 'utf8')) as {
          version: string;
        };
        if (own.version !== entry.version) wrong.push(`${path} is ${own.version}, the lock says ${entry.version}`);
      }
    expect(wrong).toEqual([]);
  });
});
