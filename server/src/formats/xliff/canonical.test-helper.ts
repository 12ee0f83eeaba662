import { SaxesParser } from 'saxes';

/** An element tree with attributes sorted and adjacent text merged: two XML texts are equivalent iff equal. */
export interface CanonicalElement {
  name: string;
  attributes: [string, string][];
  children: (CanonicalElement | string)[];
}

export function canonical(
  xml: string,
  drop: { elements?: string[]; attributes?: string[]; indentation?: boolean } = {},
): CanonicalElement {
  const parser = new SaxesParser();
  const root: CanonicalElement = { name: '#document', attributes: [], children: [] };
  const stack: CanonicalElement[] = [root];
  const skipping: string[] = [];
  const addText = (text: string) => {
    if (skipping.length) return;
    const children = stack.at(-1)!.children;
    if (typeof children.at(-1) === 'string') children[children.length - 1] += text;
    else children.push(text);
  };
  parser.on('opentag', (tag) => {
    if (skipping.length || drop.elements?.includes(tag.name)) {
      skipping.push(tag.name);
      return;
    }
    const element: CanonicalElement = {
      name: tag.name,
      attributes: Object.entries(tag.attributes as Record<string, string>)
        .filter(([name]) => !drop.attributes?.includes(name))
        .sort(([a], [b]) => a.localeCompare(b)),
      children: [],
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    if (skipping.length) skipping.pop();
    else stack.pop();
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(xml).close();
  if (drop.indentation) dropIndentation(root);
  return root;
}

/** Whitespace-only text between elements is layout (an inserted <target> brings its own line break). */
function dropIndentation(element: CanonicalElement): void {
  element.children = element.children.filter((child) => typeof child !== 'string' || child.trim() !== '');
  for (const child of element.children) if (typeof child !== 'string') dropIndentation(child);
}
