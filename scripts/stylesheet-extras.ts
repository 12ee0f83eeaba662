/**
 * A remote's stylesheet as a host's page needs it: only what the UI kit's stylesheet lacks.
 *
 * The kit's stylesheet (shared/src/ui/styles.css: Tailwind's preflight, the theme variables and base rules, and
 * every utility the kit uses) is part of @tessera/shared's contract: the shell's page carries it for the version it
 * provides. A remote's stylesheet (remotes/<name>/src/styles.css) is that same sheet plus the remote's own sources;
 * when an exposed module imports it, the rspack base config runs this plugin after Tailwind, which removes every
 * rule and declaration the kit's sheet holds word for word. What is left are the utilities (and the theme
 * variables and `--tw-*` properties they need) that the remote's own code uses, so a remote deployed alone styles
 * its screens whatever the shell's own screens use.
 *
 * The remote's sheet loads after the shell's: on one element a remote-only utility wins over a conflicting one of
 * the kit's sheet whatever Tailwind's order says (e.g. a remote-only `px-4` over the kit's `md:px-8`); give such an
 * element classes that do not conflict.
 */
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import type { ChildNode, Container, Plugin, Root } from 'postcss';
import tailwindcss from '@tailwindcss/postcss';

/** How a node is recognised in the other sheet: declarations by property and value, blocks by selector or rule. */
function keyOf(node: ChildNode): string | undefined {
  switch (node.type) {
    case 'decl':
      return `decl ${node.prop}:${node.value}${node.important ? '!important' : ''}`;
    case 'rule':
      return `rule ${node.selector}`;
    case 'atrule':
      return `@${node.name} ${node.params}${node.nodes ? ' {}' : ';'}`;
    default:
      return undefined;
  }
}

function childrenByKey(containers: Container[]): Map<string, ChildNode[]> {
  const byKey = new Map<string, ChildNode[]>();
  for (const container of containers)
    for (const child of container.nodes ?? []) {
      const key = keyOf(child);
      if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), child]);
    }
  return byKey;
}

const hasChildren = (node: ChildNode): node is ChildNode & Container => 'nodes' in node && Array.isArray(node.nodes);

/**
 * Removes from `sheet` what `base` holds at the same place: equal declarations, and blocks left empty by that.
 * Statements (`@layer theme, base, components, utilities;`) stay, so the sheet still orders its layers alone.
 */
export function removeWhatBaseHolds(sheet: Container, base: Container[]): void {
  const baseChildren = childrenByKey(base);
  for (const child of [...(sheet.nodes ?? [])]) {
    if (child.type === 'comment') {
      child.remove();
      continue;
    }
    const twins = baseChildren.get(keyOf(child) ?? '') ?? [];
    if (child.type === 'decl') {
      if (twins.length > 0) child.remove();
    } else if (hasChildren(child)) {
      removeWhatBaseHolds(child, twins.filter(hasChildren));
      if (!child.nodes?.length) child.remove();
    }
  }
}

/** A stylesheet as Tailwind compiles it (same Tailwind options as the sheet being reduced). */
export async function compileBase(baseStylesheet: string): Promise<Root> {
  const result = await postcss([tailwindcss()]).process(readFileSync(baseStylesheet, 'utf8'), {
    from: baseStylesheet,
  });
  return result.root;
}

/** PostCSS plugin, run after Tailwind: the sheet keeps only what `baseStylesheet` (compiled) does not hold. */
export function stylesheetExtras(baseStylesheet: string): Plugin {
  return {
    postcssPlugin: 'tessera-stylesheet-extras',
    async OnceExit(root) {
      removeWhatBaseHolds(root, [await compileBase(baseStylesheet)]);
    },
  };
}
