import { describe, expect, it } from 'vitest';
import { ExposedStylesheetsByTheShellPlugin } from './exposed-stylesheets-by-the-shell.ts';
import { buildWith } from './test-build.ts';

/** A remote's entry (its chunk named as the remote) that loads an exposed module, as the federation plugin names it. */
const remote = (files: Record<string, string>) =>
  buildWith(
    new ExposedStylesheetsByTheShellPlugin('tm'),
    {
      'index.js': "import(/* webpackChunkName: '__federation_expose_Screen' */ './screen.js');",
      'screen.js': "import './screen.css';\nexport default () => import('./later.js');",
      'screen.css': '.screen { color: teal; }',
      'later.js': 'export const later = 1;',
      ...files,
    },
    'tm',
  );

describe("a production remote's entry", () => {
  it("holds no code that loads a stylesheet: the shell links the exposed module's, which the build emits", async () => {
    const { errors, emitted, read } = await remote({});
    expect(errors).toEqual([]);
    expect(emitted).toContain('__federation_expose_Screen.css');
    expect(read('tm.js')).not.toMatch(/Loading css chunk|\.css/);
  });

  it('fails the build when a chunk loaded after the exposed module has a stylesheet of its own', async () => {
    const { errors } = await remote({
      'later.js': "import './later.css';\nexport const later = 1;",
      'later.css': '.later { color: red; }',
    });
    expect(errors.map((error) => error.message).join('\n')).toMatch(
      /a chunk loaded after an exposed module has a stylesheet of its own/,
    );
  });
});
