/** Test helper of the build plugins: builds a few files for production with a plugin, in a temporary folder. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import type { RspackPluginInstance, Stats } from '@rspack/core';

/** Builds `files` (entry `name`: index.js) with `plugin`; resolves to the errors, the emitted files and a reader. */
export async function buildWith(plugin: RspackPluginInstance, files: Record<string, string>, name = 'main') {
  const dir = mkdtempSync(join(tmpdir(), 'test-build-'));
  try {
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: { [name]: './index.js' },
      output: { path: join(dir, 'dist') },
      devtool: false,
      experiments: { css: true },
      module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
      plugins: [plugin],
    });
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const emitted = stats.hasErrors() ? [] : readdirSync(join(dir, 'dist'));
    const contents = Object.fromEntries(emitted.map((file) => [file, readFileSync(join(dir, 'dist', file), 'utf8')]));
    return { errors: stats.toJson({ errors: true }).errors ?? [], emitted, read: (file: string) => contents[file] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
