import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';
import { describe, expect, it } from 'vitest';
import { withoutPropertyFallbacks } from './without-property-fallbacks.ts';

/** Tailwind over a sheet using `utilities` (in production mode: optimized, as the apps' builds run it), then the plugin. */
async function compiled(utilities: string, plugins = [withoutPropertyFallbacks()]) {
  const sheet = `@import 'tailwindcss/utilities' source(none);\n@source inline("${utilities}");`;
  const { css } = await postcss([tailwindcss({ base: import.meta.dirname, optimize: true }), ...plugins]).process(
    sheet,
    { from: `${import.meta.dirname}/sheet.css` },
  );
  return css;
}

describe("a stylesheet without Tailwind's fallbacks for browsers lacking @property", () => {
  it('keeps the utilities and their @property rules, and leaves out the block for those browsers', async () => {
    const tailwindAlone = await compiled('ring-1', []);
    expect(tailwindAlone).toMatch(/@layer properties\s*\{\s*@supports/);

    const css = await compiled('ring-1');
    expect(css).not.toMatch(/-moz-orient|-webkit-hyphens/);
    expect(css).toMatch(/\.ring-1\s*\{/);
    expect(css).toMatch(/@property --tw-ring-shadow\s*\{/);
  });

  it('keeps any other @supports block of that layer', () => {
    const sheet = '@layer properties { @supports (display: grid) { * { --tw-x: 0 } } }';
    expect(postcss([withoutPropertyFallbacks()]).process(sheet, { from: undefined }).css).toBe(sheet);
  });
});
