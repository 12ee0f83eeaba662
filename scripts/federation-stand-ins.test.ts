/**
 * The modules the rspack base config puts in place of parts of the federation runtime export everything the
 * runtime imports of the files they replace (a runtime upgrade that needs another name fails here), and a
 * production remote starts on the shell's runtime.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostRuntimeStandIns, remoteStartRule } from '../rspack.config.base.ts';
import remoteStartFromHost from './remote-start-from-host.ts';

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

describe("a production remote's start", () => {
  it("is a call to the shell's start with the remote's name", () => {
    const calls: unknown[][] = [];
    const global = globalThis as { _FEDERATION_START_REMOTE?: (...args: unknown[]) => void };
    const webpackRequire = {};
    const source = remoteStartFromHost.call({ getOptions: () => ({ name: 'tm' }) });
    try {
      global._FEDERATION_START_REMOTE = (...args) => calls.push(args);
      new Function('__webpack_require__', source)(webpackRequire);
    } finally {
      delete global._FEDERATION_START_REMOTE;
    }
    expect(calls).toEqual([[webpackRequire, 'tm']]);
  });

  it('fails loudly outside the shell', () => {
    const source = remoteStartFromHost.call({ getOptions: () => ({ name: 'tm' }) });
    expect(() => new Function('__webpack_require__', source)({})).toThrow(/inside the Tessera shell/);
  });

  it("replaces the module the federation plugin starts a remote's entry with", () => {
    const rule = remoteStartRule('tm');
    expect(rule.test.test('@module-federation/runtime/rspack.js')).toBe(true);
    expect(rule.test.test('/app/node_modules/@module-federation/runtime/dist/index.js')).toBe(false);
    expect(rule.options).toEqual({ name: 'tm' });
  });
});
