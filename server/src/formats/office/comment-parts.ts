import { readXmlPart, type Relationship } from './opc.ts';
import type { PartReviewMarks } from './office-document.ts';
import type { ZipPackage } from './zip-package.ts';
import type { XmlElement } from '../xml-tree.ts';

/**
 * The comments of a PowerPoint slide or an Excel sheet, which are parts of their own that the slide's or sheet's
 * relationships name (`comments`): PowerPoint's legacy `p:cm` and modern threads (`p188:cm`, replies inside), Excel's
 * notes (`comment`, which Excel also writes for each threaded comment). They are not read as segments and are kept
 * as they are; a project manager is told how many there are.
 */

/** Each comment's element in a comments part: PowerPoint's `cm`, Excel's `comment`. */
const COMMENT = new Set(['cm', 'comment']);

function commentsUnder(element: XmlElement): number {
  let count = 0;
  for (const child of element.children) {
    if (child.kind !== 'element') continue;
    // A comment's own elements (its text, a thread's replies) are not comments of their own.
    count += COMMENT.has(child.local) ? 1 : commentsUnder(child);
  }
  return count;
}

/** The marks of a part whose comments are in the parts `relationships` name: counted when asked. */
export const commentMarks =
  (zip: ZipPackage, relationships: readonly Relationship[]) => async (): Promise<PartReviewMarks> => {
    let comments = 0;
    for (const { type, part } of relationships)
      if (type === 'comments' && part && zip.has(part)) comments += commentsUnder((await readXmlPart(zip, part)).root);
    return { trackedChanges: 0, comments };
  };
