import { ap, ar, group, lineBreak, pptx, slideNumber, sp, table } from './pptx.test-helper.ts';

/**
 * The PowerPoint presentations of the format contract test, written here from ECMA-376 and zipped by
 * `pptx.test-helper.ts`; `pptx.test.ts` checks that the files in `fixtures/` are these
 * (`node server/src/formats/pptx/write-fixtures.ts` writes them again after a change).
 */

/**
 * A title, runs split by spelling marks, bold and a hyperlink, a line break and a slide number, a group, a
 * table, speaker notes and a chart's title.
 */
export const deckPptx = () =>
  pptx([
    {
      shapes:
        sp(2, ap(ar('Quarterly Results')), 'title') +
        sp(
          3,
          ap(
            ar('Revenue grew by ') +
              ar('twelve', 'b="1"') +
              ar(' percent', 'b="1"', 'lang="en-GB" dirty="0" err="1"') +
              ar(' this quarter. Costs fell.'),
          ) +
            ap(
              ar('See ') +
                '<a:r><a:rPr lang="en-US"><a:hlinkClick r:id="rId9"/></a:rPr><a:t>our report</a:t></a:r>' +
                ar(' for details.'),
            ) +
            ap(ar('Page') + lineBreak + ar('number ') + slideNumber),
          'body',
        ) +
        group(4, sp(5, ap(ar('Grouped caption.'))) + sp(6, ap(ar('Second caption &amp; more.')))) +
        table(7, [
          [ap(ar('Region')), ap(ar('Growth'))],
          [ap(ar('North')), ap(ar('12 %'))],
        ]),
      notes: ap(ar('Mention the new office. Thank the team.')),
    },
    { shapes: sp(2, ap(ar('Outlook', 'i="1"')), 'title'), chartTitle: ap(ar('Sales by region')) },
  ]);

/** Japanese slides with notes, to be translated into Arabic (right-to-left). */
export const japanesePptx = () =>
  pptx([
    {
      shapes:
        sp(2, ap(ar('会社概要', '', 'lang="ja-JP" altLang="en-US"')), 'title') +
        sp(
          3,
          ap(
            ar('私たちは東京にあります。', '', 'lang="ja-JP"') +
              ar('十年', 'b="1"', 'lang="ja-JP"') +
              ar('の経験があります。', '', 'lang="ja-JP"'),
          ),
          'body',
        ),
      notes: ap(ar('ゆっくり話してください。', '', 'lang="ja-JP"')),
    },
  ]);

export const PPTX_FIXTURE_FILES: Record<string, () => Buffer> = {
  'pptx/fixtures/deck.pptx': deckPptx,
  'pptx/fixtures/japanese.pptx': japanesePptx,
};
