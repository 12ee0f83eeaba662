import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { EntryStylesheetOnlyPlugin } from './entry-stylesheet-only.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds `files` (entry: index.js) for production with the plugin; resolves to the errors and the emitted files. */
async function build(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'entry-stylesheet-only-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: join(dir, 'dist') },
    devtool: false,
    experiments: { css: true },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    plugins: [new EntryStylesheetOnlyPlugin()],
  });
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const emitted = stats.hasErrors() ? [] : readdirSync(join(dir, 'dist'));
  const read = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
  return { errors: stats.toJson({ errors: true }).errors ?? [], emitted, read };
}

describe("the shell's entry stylesheet", () => {
  it('is the only one, and the entry holds no code that loads a lazy chunk’s stylesheet', async () => {
    const { errors, emitted, read } = await build({
      'index.js': "import './styles.css';\nimport('./lazy.js').then((m) => m.run());",
      'lazy.js': 'export const run = () => document.body.append("lazy");',
      'styles.css': 'body { color: teal; }',
    });
    expect(errors).toEqual([]);
    expect(emitted).toContain('main.css');
    expect(read('main.js')).not.toMatch(/Loading css chunk/);
    expect(emitted.filter((file) => file.endsWith('.js'))).toHaveLength(2);
  });

  it('fails the build when a lazy chunk has a stylesheet of its own', async () => {
    const { errors } = await build({
      'index.js': "import './styles.css';\nimport('./lazy.js');",
      'lazy.js': "import './lazy.css';\nexport const run = 1;",
      'styles.css': 'body { color: teal; }',
      'lazy.css': '.lazy { color: red; }',
    });
    expect(errors.map((error) => error.message).join('\n')).toMatch(/a lazy chunk has a stylesheet of its own/);
  });
});
