import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { removeWhatBaseHolds, stylesheetExtras } from './stylesheet-extras.ts';

const reduced = (sheet: string, base: string) => {
  const root = postcss.parse(sheet);
  removeWhatBaseHolds(root, [postcss.parse(base)]);
  return root.toString().replace(/\s+/g, ' ').trim();
};

describe('a remote stylesheet without what the shell stylesheet holds', () => {
  it('drops the rules the base holds and keeps the others, in their order', () => {
    const base = '@layer utilities { .p-4 { padding: 1rem } .md\\:px-8 { padding-inline: 2rem } }';
    const sheet =
      '@layer utilities { .p-4 { padding: 1rem } .w-27 { width: 27% } .md\\:px-8 { padding-inline: 2rem } }';
    expect(reduced(sheet, base)).toBe('@layer utilities { .w-27 { width: 27% } }');
  });

  it('keeps only the theme variables and properties the base lacks', () => {
    const base = '@layer theme { :root, :host { --spacing: 0.25rem; --color-sky-600: #0284c7 } }';
    const sheet = '@layer theme { :root, :host { --spacing: 0.25rem; --container-2xl: 42rem } }';
    expect(reduced(sheet, base)).toBe('@layer theme { :root, :host { --container-2xl: 42rem } }');
  });

  it('removes blocks left empty, comments and preflight, keeps the layer order statement', () => {
    const preflight = '@layer base { *, ::before { box-sizing: border-box } html { line-height: 1.5 } }';
    const base = `/*! tailwindcss */ @layer theme, base, components, utilities; ${preflight}`;
    expect(reduced(base, base)).toMatch(/^@layer theme, base, components, utilities;?$/);
  });

  it('compares inside conditional blocks: a rule is kept when only its fallback is in the base', () => {
    const supports = '@supports (color: color-mix(in lab, red, red))';
    const base = `.bg-a { color: red } ${supports} { .bg-a { color: color-mix(in lab, red, red) } }`;
    const sheet = `${base} .bg-b { color: blue } ${supports} { .bg-b { color: color-mix(in lab, blue, blue) } }`;
    expect(reduced(sheet, base)).toBe(
      `.bg-b { color: blue } ${supports} { .bg-b { color: color-mix(in lab, blue, blue) } }`,
    );
  });
});

describe('stylesheetExtras after Tailwind', () => {
  // Inside the repository, so Tailwind resolves `@import 'tailwindcss'` from its node_modules.
  const scratch = join(import.meta.dirname, '..', '.tmp');
  mkdirSync(scratch, { recursive: true });
  const folder = mkdtempSync(join(scratch, 'stylesheet-extras-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("leaves only the utilities that the remote's sources use and the shell's do not", async () => {
    writeFileSync(join(folder, 'shell.html'), '<div class="p-4 text-sky-600"></div>');
    writeFileSync(join(folder, 'remote.html'), '<div class="p-4 max-w-2xl"></div>');
    const sheet = (source: string) => `@import 'tailwindcss' source(none); @source "./${source}";`;
    writeFileSync(join(folder, 'shell.css'), sheet('shell.html'));
    const remoteCss = join(folder, 'remote.css');
    const result = await postcss([tailwindcss(), stylesheetExtras(join(folder, 'shell.css'))]).process(
      sheet('remote.html'),
      { from: remoteCss },
    );
    expect(result.css).toContain('.max-w-2xl');
    expect(result.css).toContain('--container-2xl');
    for (const shellOnly of ['.p-4', '.text-sky-600', 'box-sizing', '--spacing:'])
      expect(result.css).not.toContain(shellOnly);
  });
});
