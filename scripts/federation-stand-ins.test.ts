/**
 * The modules the rspack base config puts in place of parts of the federation runtime export everything the
 * runtime imports of the files they replace: a runtime upgrade that needs another name fails here.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { bundlerRuntimeFromHost, hostRuntimeStandIns } from '../rspack.config.base.ts';

/** The names a built ES module of the runtime exports (its one `export { … }` statement). */
function exportsOf(file: string): string[] {
  const list = /^export \{ (.+) \};$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return list.split(', ').map((name) => name.split(' as ').at(-1)!);
}

describe("the shell's federation runtime stand-ins", () => {
  it.each(Object.entries(hostRuntimeStandIns))(
    '%s is replaced by one exporting all its names',
    async (file, standIn) => {
      const names = exportsOf(file);
      expect(names.length).toBeGreaterThan(0);
      expect(Object.keys(await import(standIn))).toEqual(expect.arrayContaining(names));
    },
  );
});

describe("a production remote's bundler runtime", () => {
  const global = globalThis as { _FEDERATION_BUNDLER_RUNTIME?: () => unknown };
  afterEach(() => {
    delete global._FEDERATION_BUNDLER_RUNTIME;
  });

  it("is the shell's, handed over before the remote's entry runs", async () => {
    const fromShell = { bundlerRuntime: {} };
    global._FEDERATION_BUNDLER_RUNTIME = () => fromShell;
    const [standIn] = Object.values(bundlerRuntimeFromHost);
    expect((await import(standIn!)).default).toBe(fromShell);
  });
});
