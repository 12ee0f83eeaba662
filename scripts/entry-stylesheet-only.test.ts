import { describe, expect, it } from 'vitest';
import { EntryStylesheetOnlyPlugin } from './entry-stylesheet-only.ts';
import { buildWith } from './test-build.ts';

const build = (files: Record<string, string>) => buildWith(new EntryStylesheetOnlyPlugin(), files);

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
