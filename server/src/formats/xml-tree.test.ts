import { describe, expect, it } from 'vitest';
import { readXmlTree, type XmlElement, type XmlNode } from './xml-tree.ts';

/** An element and its subtree as `name[start,end](children)`, text as its value. */
const outline = (node: XmlNode): string =>
  node.kind === 'element'
    ? `${node.local}[${node.start},${node.end}]${node.children.length ? `(${node.children.map(outline).join(' ')})` : ''}`
    : JSON.stringify(node.text);

describe('XML tree', () => {
  const xml =
    '<doc><head><style n="1"/></head><body> <sec><p>a<b>b</b></p> <p/></sec><table><p>c</p></table> </body></doc>';

  it('keeps every element with its span in the text', () => {
    expect(outline(readXmlTree(xml))).toBe(
      'doc[0,108](head[5,32](style[11,25]) body[32,102](" " sec[39,71](p[44,60]("a" b[48,56]("b")) " " p[61,65]) ' +
        'table[71,94](p[78,86]("c")) " "))',
    );
  });

  it('hands over the children of streamed elements one at a time, as each ends, and keeps them out of the tree', () => {
    const handed: string[] = [];
    const asked: string[] = [];
    const root = readXmlTree(xml, {
      streams(element, streamedParent) {
        asked.push(`${element.local}${streamedParent ? ' (in a streamed one)' : ''}`);
        return element.local === 'body' || (streamedParent && element.local === 'sec');
      },
      child(element: XmlElement, tree, text) {
        handed.push(`${outline(element)} in ${tree.local}: ${text.slice(element.start, element.end)}`);
      },
    });
    // A streamed element stays in the tree, with its span, holding nothing; one streamed inside it is not in it.
    expect(outline(root)).toBe('doc[0,108](head[5,32](style[11,25]) body[32,102])');
    expect(handed).toEqual([
      'p[44,60]("a" b[48,56]("b")) in doc: <p>a<b>b</b></p>',
      'p[61,65] in doc: <p/>',
      'table[71,94](p[78,86]("c")) in doc: <table><p>c</p></table>',
    ]);
    // Never asked inside a child handed over.
    expect(asked).toEqual([
      'doc',
      'head',
      'style',
      'body',
      'sec (in a streamed one)',
      'p (in a streamed one)',
      'p (in a streamed one)',
      'table (in a streamed one)',
    ]);
  });
});
