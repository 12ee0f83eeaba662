import { describe, expect, it } from 'vitest';
import { scriptLoaderFromTheShell } from './script-loader-from-the-shell.ts';
import { buildWith } from './test-build.ts';

describe("a production remote's entry", () => {
  it("has no script loader of its own: its chunk loading calls the one the shell's start hands it", async () => {
    const files = { 'index.js': "import('./screen.js');", 'screen.js': 'export default 1;' };
    const { errors, read } = await buildWith(scriptLoaderFromTheShell('tm'), files, 'tm');
    expect(errors).toEqual([]);
    expect(read('tm.js')).not.toMatch(/createElement\("script"\)/);
    expect(read('tm.js')).toMatch(/Loading chunk/);
    // Another entry (a remote's standalone host) keeps its own.
    const other = await buildWith(scriptLoaderFromTheShell('tm'), files, 'main');
    expect(other.read('main.js')).toMatch(/createElement\("script"\)/);
  });
});
