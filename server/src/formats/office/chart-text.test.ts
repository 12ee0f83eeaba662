import { describe, expect, it } from 'vitest';
import { readXmlTree } from '../xml-tree.ts';
import { placeWords } from '../segment-structure.ts';
import { chartParagraphs } from './chart-text.ts';

const chart = (plotArea: string) =>
  '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ' +
  `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart><c:plotArea>${plotArea}</c:plotArea></c:chart></c:chartSpace>`;
const rich = (text: string) =>
  `<c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:r><a:t>${text}</a:t></a:r></a:p></c:rich></c:tx>`;

/** Each paragraph's text and place, in words. */
function read(xml: string) {
  return chartParagraphs(xml, readXmlTree(xml), [{ kind: 'chart', number: 1 }]).map((paragraph) => [
    paragraph.pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join(''),
    placeWords(paragraph.place),
  ]);
}

describe('chart text', () => {
  it('reads literal categories and series names, never literal or cached numbers, formulas or text properties', () => {
    const xml = chart(
      '<c:pieChart><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:v>Share</c:v></c:tx>' +
        '<c:dLbls><c:txPr><a:bodyPr/><a:p><a:pPr><a:defRPr/></a:pPr><a:endParaRPr/></a:p></c:txPr></c:dLbls>' +
        '<c:cat><c:strLit><c:ptCount val="2"/><c:pt idx="0"><c:v>Tea</c:v></c:pt><c:pt idx="1"><c:v>Coffee</c:v></c:pt></c:strLit></c:cat>' +
        '<c:val><c:numLit><c:ptCount val="2"/><c:pt idx="0"><c:v>40</c:v></c:pt><c:pt idx="1"><c:v>60</c:v></c:pt></c:numLit></c:val>' +
        '</c:ser></c:pieChart>',
    );
    expect(read(xml)).toEqual([
      ['Share', 'Chart 1, series name'],
      ['Tea', 'Chart 1, category'],
      ['Coffee', 'Chart 1, category'],
    ]);
  });

  it('reads rich text wherever the chart writes it: a data label, the display units of an axis', () => {
    const xml = chart(
      `<c:barChart><c:ser><c:dLbls><c:dLbl><c:idx val="0"/>${rich('Record year')}</c:dLbl></c:dLbls></c:ser></c:barChart>` +
        `<c:valAx><c:axId val="2"/><c:dispUnits><c:builtInUnit val="millions"/><c:dispUnitsLbl>${rich('Millions')}</c:dispUnitsLbl></c:dispUnits></c:valAx>`,
    );
    expect(read(xml)).toEqual([
      ['Record year', 'Chart 1, data label'],
      ['Millions', 'Chart 1, label'],
    ]);
  });
});
