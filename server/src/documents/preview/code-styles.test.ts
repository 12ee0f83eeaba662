import { expect, it } from 'vitest';
import type { InlineCode } from '@tessera/shared/contract';
import { codeStyles } from './code-styles.ts';

const open = (xml: string): InlineCode => ({ id: 1, kind: 'open', label: '<1>', xml });

it.each([
  ['Word bold and italic', '<w:r><w:rPr><w:b/><w:i/><w:lang w:val="de"/></w:rPr><w:t>', ['bold', 'italic']],
  ['Word bold switched off', '<w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>', []],
  ['Word superscript', '<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:t>', ['superscript']],
  ['Word underline, none', '<w:r><w:rPr><w:u w:val="none"/></w:rPr><w:t>', []],
  ['a Word hyperlink', '<w:hyperlink r:id="rId5">', ['link']],
  ['HTML strong', '<strong class="x">', ['bold']],
  ['an HTML link', '<a href="https://example.com/">', ['link']],
  ['Markdown emphasis', '_', ['italic']],
  ['Markdown strong', '**', ['bold']],
  ['Markdown code', '`', ['code']],
  [
    'an InDesign bold italic range',
    '<CharacterStyleRange FontStyle="Bold Italic" Underline="true">',
    ['bold', 'italic', 'underline'],
  ],
  ['an InDesign superscript range', '<CharacterStyleRange Position="OTSuperscript">', ['superscript']],
  [
    'an InDesign range of a character style only',
    '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/Bold">',
    [],
  ],
  ['an InDesign hyperlink', '<CharacterStyleRange><HyperlinkTextSource Self="uh1" Name="Link">', ['link']],
  ['a run without formatting', '<w:r><w:rPr><w:rFonts w:ascii="Arial"/></w:rPr><w:t>', []],
] as const)('reads %s', (_name, xml, styles) => {
  expect(codeStyles(open(xml))).toEqual(styles);
});

it('gives a closing code and a placeholder no style', () => {
  expect(codeStyles({ id: 2, kind: 'close', label: '</1>', xml: '</b>' })).toEqual([]);
  expect(codeStyles({ id: 3, kind: 'standalone', label: '<br/>', xml: '<b/>' })).toEqual([]);
});
