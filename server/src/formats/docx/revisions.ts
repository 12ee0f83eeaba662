import type { XmlElement } from '../xml-tree.ts';
import { W_NAMESPACES } from './paragraphs.ts';

/**
 * The tracked changes of a WordprocessingML part, counted as Word records them: each insertion, deletion and move
 * (of runs, of a paragraph mark, of a table row or cell) and each change of formatting (a run's, a paragraph's, a
 * table's, a section's) is an element of its own with its revision id, and Word's Reviewing Pane lists each.
 */

const REVISIONS = new Set([
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'cellIns',
  'cellDel',
  'cellMerge',
  'rPrChange',
  'pPrChange',
  'tblPrChange',
  'tblPrExChange',
  'tblGridChange',
  'trPrChange',
  'tcPrChange',
  'sectPrChange',
  'numberingChange',
]);

/** How many tracked changes the part under `root` holds. */
export function trackedChangesIn(root: XmlElement): number {
  let count = 0;
  const visit = (element: XmlElement) => {
    for (const child of element.children) {
      if (child.kind !== 'element') continue;
      if (REVISIONS.has(child.local) && W_NAMESPACES.has(child.uri)) count++;
      visit(child);
    }
  };
  visit(root);
  return count;
}
