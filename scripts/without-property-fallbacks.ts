/**
 * PostCSS plugin, run after Tailwind: leaves out Tailwind's fallbacks for browsers without `@property`.
 *
 * Tailwind 4 registers the custom properties its utilities combine (`--tw-shadow`, `--tw-ring-color`...) with
 * `@property`, and also sets each of them on every element in an `@layer properties` block that applies only where
 * `@supports` detects Safari before 16.4 (no `margin-trim`) or Firefox before 128 (no relative colours): the
 * browsers without `@property`. Tessera supports neither (SUPPORTED_BROWSERS in rspack.config.base.ts), so the
 * block (~0.2 KB gzip of the shell's sheet, which every page downloads) never applies. A block with any other
 * condition is kept.
 */
import type { AtRule, Plugin } from 'postcss';

/**
 * Tailwind's test for those browsers (Safari's prefixed hyphens, Firefox's `-moz-orient`), compared without spaces
 * and parentheses: Tailwind's production build (NODE_ENV) writes it with more of them.
 */
const OLD_BROWSERS = '-webkit-hyphens:noneandnotmargin-trim:blockor-moz-orient:inlineandnotcolor:rgbfromredrgb';

const isFallbackBlock = (node: AtRule) =>
  node.name === 'supports' && node.params.replace(/[\s()]+/g, '') === OLD_BROWSERS;

export function withoutPropertyFallbacks(): Plugin {
  return {
    postcssPlugin: 'tessera-without-property-fallbacks',
    OnceExit(root) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params !== 'properties' || !layer.nodes) return;
        for (const child of [...layer.nodes]) if (child.type === 'atrule' && isFallbackBlock(child)) child.remove();
        if (layer.nodes.length === 0) layer.remove();
      });
    },
  };
}
