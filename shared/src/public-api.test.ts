/**
 * @tessera/shared's entry points (package.json `exports`) are a public API: remotes built against one version run
 * on the kit the shell provides, which may be another release of the same major. The names each entry exports are
 * committed in ../public-api.json, one block per release of the current major, each block the names that release
 * added; the last block's version is the package's. So:
 * - an export removed, or moved to another entry, fails here until the major is bumped (and the list started anew
 *   at X.0.0): a remote built against the old list would miss it;
 * - an export added fails until it is listed in a new block with a minor bump (X.Y+1.0) of the package;
 * - the list says what every remote declaring `^X.Y.0` may use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The in-page mock API starts msw's service worker as it loads, which only a browser can: here only its names count.
vi.mock('msw/browser', () => ({ setupWorker: () => ({}) }));

const sharedDir = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};
type Release = { version: string; added: Record<string, string[]> };
const list = JSON.parse(readFileSync(join(sharedDir, 'public-api.json'), 'utf8')) as { releases: Release[] };

/** Entry points of code (the stylesheet is held by the stylesheet tests). */
const codeEntries = Object.entries(pkg.exports).filter(([, file]) => /\.tsx?$/.test(file));

/** What each code entry exports today, names sorted. */
async function exportsToday(): Promise<Record<string, string[]>> {
  const entries: Record<string, string[]> = {};
  for (const [entry, file] of codeEntries)
    entries[entry] = Object.keys(await import(/* @vite-ignore */ join(sharedDir, file))).sort();
  return entries;
}

/** The names the releases of the list add up to, per entry. */
function listed(releases: Release[]): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const { added } of releases)
    for (const [entry, names] of Object.entries(added)) entries[entry] = [...(entries[entry] ?? []), ...names].sort();
  return entries;
}

const [major, minor, patch] = pkg.version.split('.').map(Number);

describe("@tessera/shared's public API", () => {
  it('has a semver version, and the list holds the releases of its major, X.0.0 first, one minor after another', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    const versions = list.releases.map((release) => release.version);
    expect(versions[0]).toBe(`${major}.0.0`);
    expect(versions).toEqual(versions.map((_, index) => `${major}.${index}.0`));
    expect(versions.at(-1)).toBe(`${major}.${minor}.0`);
    expect(patch).toBeGreaterThanOrEqual(0);
  });

  it('lists a name once: a release adds names, it never repeats one', () => {
    for (const [entry, names] of Object.entries(listed(list.releases)))
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        entry,
      ).toEqual([]);
  });

  it('exports exactly what the list holds: removing or moving a name needs a major bump, adding one a minor bump', async () => {
    expect(await exportsToday()).toEqual(listed(list.releases));
  });
});
