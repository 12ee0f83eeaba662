import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { readFile } from 'node:fs/promises';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { markdownFormat } from './markdown.ts';

const languages = { source: 'en', target: 'de' };

async function segmentsOf(markdown: string) {
  const segments: DocumentSegment[] = [];
  await markdownFormat.read(streamOf(Buffer.from(markdown)), async (b) => void segments.push(...b), 100, languages);
  return segments;
}

async function translated(markdown: string, target: (segment: DocumentSegment) => string | undefined) {
  const edits = (await segmentsOf(markdown)).flatMap((segment, position) => {
    const value = target(segment);
    return value === undefined ? [] : [{ position, target: value, approved: true }];
  });
  const merge = await markdownFormat.merge(
    streamOf(Buffer.from(markdown)),
    (async function* () {
      yield* edits;
    })(),
    languages,
  );
  return (await buffer(merge.bytes)).toString();
}

const [c1, c2, c3, c4] = [1, 2, 3, 4].map(inlineToken);
const byKey = (targets: Record<string, string>) => (s: DocumentSegment) => targets[`${s.unitId}/${s.segmentId}`];

/** The node types of a Markdown document, as a tree: what a translation must keep. */
function shape(markdown: string): unknown {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const walk = (node: Nodes): unknown =>
    'children' in node ? [node.type, ...node.children.map((child) => walk(child as Nodes))] : node.type;
  return walk(tree);
}

describe('Markdown documents', () => {
  it('reads emphasis and links as pairs of codes, inline code as one, and writes the marks back as they were', async () => {
    const markdown = 'Use **bold** and `code` in a [link](https://x.example "Title").\n';
    const [segment] = await segmentsOf(markdown);
    expect(segment!.source).toBe(`Use ${c1}bold${c2} and ${c3} in a ${c4}link${inlineToken(5)}.`);
    expect(segment!.codes.map((code) => code.xml)).toEqual(['**', '**', '`code`', '[', '](https://x.example "Title")']);
    expect(await translated(markdown, () => `Nimm ${c1}fett${c2}, ${c3} und ${c4}Link${inlineToken(5)} [1]*.`)).toBe(
      'Nimm **fett**, `code` und [Link](https://x.example "Title") \\[1\\]\\*.\n',
    );
  });

  it("says each segment's place: heading, paragraph, list item by its level, table cell, footnote, quote, image", async () => {
    const markdown =
      '# Guide\n\nRead this.[^n]\n\n- One.\n  - Two.\n\n| A |\n|---|\n| B |\n\n> Quoted.\n\n![A chart](c.png)\n\n[^n]: See below.\n';
    const segments = await segmentsOf(markdown);
    expect(segments.map((s) => [s.sourceText, s.place, s.context])).toEqual([
      ['Guide', [{ kind: 'heading', level: 1 }], 'Heading 1'],
      ['Read this.', [{ kind: 'paragraph' }], 'Paragraph'],
      ['One.', [{ kind: 'list-item', level: 1 }], 'List item, level 1'],
      ['Two.', [{ kind: 'list-item', level: 2 }], 'List item, level 2'],
      [
        'A',
        [
          { kind: 'table', number: 1, name: null },
          { kind: 'cell', row: 1, column: 1 },
        ],
        'Table 1, row 1, cell 1',
      ],
      [
        'B',
        [
          { kind: 'table', number: 1, name: null },
          { kind: 'cell', row: 2, column: 1 },
        ],
        'Table 1, row 2, cell 1',
      ],
      ['Quoted.', [{ kind: 'quote' }], 'Quote'],
      ['A chart', [{ kind: 'paragraph' }, { kind: 'image' }], 'Paragraph, image'],
      ['See below.', [{ kind: 'footnote', label: 'n' }], 'Footnote n'],
    ]);
  });

  it('leaves an alert’s mark, code blocks and HTML blocks as they are', async () => {
    const markdown = '> [!TIP]\n> Save often. It helps.\n\n```js\nlet a = 1;\n```\n\n<p align="center">Logo</p>\n';
    const segments = await segmentsOf(markdown);
    expect(segments.map((s) => [s.source, s.context])).toEqual([
      ['Save often.', 'Quote'],
      ['It helps.', 'Quote'],
    ]);
    expect(await translated(markdown, byKey({ 'p1/1': 'Oft speichern.', 'p1/2': 'Das hilft.' }))).toBe(
      '> [!TIP]\n> Oft speichern. Das hilft.\n\n```js\nlet a = 1;\n```\n\n<p align="center">Logo</p>\n',
    );
  });

  it('reads a line break inside a paragraph as a code holding the next line’s marks', async () => {
    const markdown = '> One sentence that\n> wraps.\n';
    const [segment] = await segmentsOf(markdown);
    expect(segment!.source).toBe(`One sentence that${c1}wraps.`);
    expect(segment!.codes[0]).toEqual({ id: 1, kind: 'standalone', label: '↵', xml: '\n> ' });
  });

  it("translates an image's text, inside a translated sentence too, and escapes | in table cells", async () => {
    const markdown = 'See ![the map](map.png).\n\n| a | b |\n|---|---|\n| x | y |\n';
    const segments = await segmentsOf(markdown);
    expect(segments.map((s) => [s.unitId, s.source])).toEqual([
      ['img1', 'the map'],
      ['p1', `See ${c1}.`],
      ['p2', 'a'],
      ['p3', 'b'],
      ['p4', 'x'],
      ['p5', 'y'],
    ]);
    const targets = { 'img1/null': 'die [Karte]', 'p1/1': `Siehe ${c1}.`, 'p4/1': 'x | z' };
    expect(await translated(markdown, byKey(targets))).toBe(
      'Siehe ![die \\[Karte\\]](map.png).\n\n| a | b |\n|---|---|\n| x \\| z | y |\n',
    );
  });

  it('translates the string values of YAML front matter, never its keys', async () => {
    const markdown = '---\ntitle: Hello\nweight: 3\ntags: [a]\n---\n\nBody.\n';
    expect((await segmentsOf(markdown)).map((s) => [s.unitId, s.source])).toEqual([
      ['front-matter.title', 'Hello'],
      ['front-matter.tags.0', 'a'],
      ['p1', 'Body.'],
    ]);
    expect(await translated(markdown, byKey({ 'front-matter.title/null': 'Hallo: Welt' }))).toBe(
      '---\ntitle: "Hallo: Welt"\nweight: 3\ntags: [a]\n---\n\nBody.\n',
    );
  });

  it('keeps the structure of a document whose every segment is translated', async () => {
    const readme = (await readFile(new URL('fixtures/README.md', import.meta.url))).toString();
    const translation = await translated(readme, (s) => `Ü *${s.source}_ [x]`);
    expect(translation).not.toBe(readme);
    expect(shape(translation)).toEqual(shape(readme));
  });
});
