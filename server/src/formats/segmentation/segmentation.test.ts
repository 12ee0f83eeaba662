import { describe, expect, it } from 'vitest';
import { inlineToken, type InlineCode } from '@tessera/shared/contract';
import { buffer } from 'node:stream/consumers';
import { streamOf, type DocumentSegment } from '../document.ts';
import { htmlFormat } from '../html/html.ts';
import { isFormatError } from '../terms.ts';
import { plainTextFormat } from '../text/text.ts';
import { holdsWords, segmentParagraph, sentencesOf, sentencesWithWords } from './segment.ts';
import { javascriptPattern, parseSrx } from './srx.ts';

const sentences = (text: string, language: string, rules = undefined as ReturnType<typeof parseSrx> | undefined) =>
  segmentParagraph(text, language, rules).map(({ start, end }) => text.slice(start, end));

describe('sentence segmentation by the default rules', () => {
  it.each([
    [
      'en',
      'Bring tools, e.g. hammers and nails. Dr. Smith and Mr. Jones met, i.e. They talked. Apples, pears, etc. are fruit.',
      [
        'Bring tools, e.g. hammers and nails.',
        'Dr. Smith and Mr. Jones met, i.e. They talked.',
        'Apples, pears, etc. are fruit.',
      ],
    ],
    [
      'en',
      'We sell apples, pears, etc. The shop opens at nine.',
      ['We sell apples, pears, etc.', 'The shop opens at nine.'],
    ],
    [
      'en-GB',
      'J. R. R. Tolkien wrote it. See Fig. 3 and No. 5 on p. 12.',
      ['J. R. R. Tolkien wrote it.', 'See Fig. 3 and No. 5 on p. 12.'],
    ],
    [
      'en',
      'Really?! Yes… "It works." (So it does.) Next',
      ['Really?!', 'Yes…', '"It works."', '(So it does.)', 'Next'],
    ],
    ['en', 'Version 2.5 is out.\nIt reads\nwrapped lines.', ['Version 2.5 is out.', 'It reads\nwrapped lines.']],
    [
      'de',
      'Das gilt z. B. für Texte usw. Hier bzw. Dort steht Nr. 5. Am 3. Oktober kommt Dr. Meier. Ende.',
      ['Das gilt z. B. für Texte usw. Hier bzw. Dort steht Nr. 5.', 'Am 3. Oktober kommt Dr. Meier.', 'Ende.'],
    ],
    [
      'fr-CA',
      'M. Dupont et Mme Martin arrivent. Des fruits, p. ex. Des pommes. Vraiment ? Oui !',
      ['M. Dupont et Mme Martin arrivent.', 'Des fruits, p. ex. Des pommes.', 'Vraiment ?', 'Oui !'],
    ],
    [
      'es',
      'El Sr. García llegó. ¿Vienes? ¡Claro! Frutas, p. ej. Manzanas.',
      ['El Sr. García llegó.', '¿Vienes?', '¡Claro!', 'Frutas, p. ej. Manzanas.'],
    ],
    [
      'ja',
      '雨です。明日は晴れ！本当？「はい。」そうです。',
      ['雨です。', '明日は晴れ！', '本当？', '「はい。」', 'そうです。'],
    ],
    ['zh-Hans', '今天下雨。明天呢？', ['今天下雨。', '明天呢？']],
    // The German and English exceptions apply to their own languages only.
    ['it', 'Vedi z. B. Questo. Dr. Rossi.', ['Vedi z.', 'B.', 'Questo.', 'Dr.', 'Rossi.']],
  ])('%s: %s', (language, text, expected) => {
    expect(sentences(text, language)).toEqual(expected);
  });

  it('gives the paragraph back: the sentences with only white space between them', () => {
    const text = '  One sentence.   Two?\n\tThree!  ';
    const spans = segmentParagraph(text, 'en');
    const gaps = [0, ...spans.flatMap((s) => [s.start, s.end]), text.length];
    for (let i = 0; i < gaps.length; i += 2) expect(text.slice(gaps[i], gaps[i + 1])).toMatch(/^\s*$/);
    expect(spans.map((s) => text.slice(s.start, s.end)).join('')).toBe('One sentence.Two?Three!');
  });
});

describe('sentence segmentation of a paragraph with inline codes', () => {
  const pair = (n: number): InlineCode[] => [
    { id: 2 * n - 1, kind: 'open', label: `<${n}>`, xml: '<b>' },
    { id: 2 * n, kind: 'close', label: `</${n}>`, xml: '</b>' },
  ];
  const [open1, close1, open2, close2] = [1, 2, 3, 4].map(inlineToken);

  it('breaks where the rules break on the text around the codes, closing codes before, opening ones after', () => {
    const text = `First ${open1}one.${close1} ${open2}Second${close2} one.`;
    const result = sentencesOf(text, [...pair(1), ...pair(2)], 'en');
    expect(result.map((s) => s.source)).toEqual([
      `First ${inlineToken(1)}one.${inlineToken(2)}`,
      `${inlineToken(1)}Second${inlineToken(2)} one.`,
    ]);
    expect(result[1]!.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
    ]);
  });

  it('never splits a pair of codes across sentences', () => {
    const text = `${open1}One. Two.${close1} Three.`;
    expect(segmentParagraph(text, 'en', undefined, pair(1)).map((s) => text.slice(s.start, s.end))).toEqual([
      `${open1}One. Two.${close1}`,
      'Three.',
    ]);
  });

  it('puts codes where the rules’ <formathandle> says', () => {
    const rules = parseSrx(
      srx(
        '<formathandle type="start" include="yes"/><formathandle type="end" include="no"/>',
        '<rule><beforebreak>\\.</beforebreak><afterbreak>\\s</afterbreak></rule>',
      ),
    );
    const text = `One.${close1}${open2} Two.`;
    const codes = [{ kind: 'open' }, { kind: 'close' }, { kind: 'open' }, { kind: 'close' }] as const;
    expect(segmentParagraph(text, 'en', rules, codes).map((s) => text.slice(s.start, s.end))).toEqual([
      'One.',
      `${close1}${open2} Two.`,
    ]);
  });
});

function srx(header: string, rules: string, maps = '<languagemap languagepattern=".*" languagerulename="All"/>') {
  return (
    '<?xml version="1.0"?>\n<srx xmlns="http://www.lisa.org/srx20" version="2.0">\n' +
    `<header segmentsubflows="yes" cascade="no">${header}</header>\n<body>\n<languagerules>\n` +
    `<languagerule languagerulename="All">\n${rules}\n</languagerule>\n` +
    '<languagerule languagerulename="Semicolons">\n<rule><beforebreak>;</beforebreak><afterbreak> </afterbreak></rule>\n</languagerule>\n' +
    `</languagerules>\n<maprules>\n${maps}\n</maprules>\n</body>\n</srx>\n`
  );
}

function refusal(text: string): string {
  try {
    parseSrx(text);
  } catch (error) {
    expect(isFormatError(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected the rules to be refused');
}

describe('SRX 2.0 rules', () => {
  it('applies the first map matching the language only, unless the header cascades', () => {
    const rules =
      '<rule break="no"><beforebreak>Nr\\.</beforebreak><afterbreak>\\s</afterbreak></rule>\n<rule><beforebreak>\\.</beforebreak><afterbreak>\\s</afterbreak></rule>';
    const maps =
      '<languagemap languagepattern="EN.*" languagerulename="Semicolons"/>\n<languagemap languagepattern=".*" languagerulename="All"/>';
    const text = 'Nr. 1; two. Three';
    expect(sentences(text, 'en-US', parseSrx(srx('', rules, maps)))).toEqual(['Nr. 1;', 'two. Three']);
    expect(sentences(text, 'de', parseSrx(srx('', rules, maps)))).toEqual(['Nr. 1; two.', 'Three']);
    const cascading = parseSrx(srx('', rules, maps).replace('cascade="no"', 'cascade="yes"'));
    expect(sentences(text, 'en-US', cascading)).toEqual(['Nr. 1;', 'two.', 'Three']);
  });

  it('reads ICU patterns: escaped punctuation, \\Q…\\E quoting and a leading (?i)', () => {
    expect(javascriptPattern('(?i)etc\\.\\-\\Q(a.b)\\E')).toEqual({
      source: 'etc\\u{2e}\\u{2d}\\u{28}\\u{61}\\u{2e}\\u{62}\\u{29}',
      flags: 'i',
    });
    const rules = parseSrx(
      srx(
        '',
        '<rule break="no"><beforebreak>(?i)\\bABBR\\.</beforebreak><afterbreak>\\s</afterbreak></rule>\n<rule><beforebreak>\\.</beforebreak><afterbreak>\\s</afterbreak></rule>',
      ),
    );
    expect(sentences('See abbr. And more. End', 'en', rules)).toEqual(['See abbr. And more.', 'End']);
  });

  it.each([
    [
      'a file that is not SRX',
      '<?xml version="1.0"?>\n<tmx version="1.4"/>',
      /^Malformed SRX at line 2, column 1: the document is <tmx>, not <srx>/,
    ],
    ['SRX 1.0', '<srx version="1.0">\n</srx>', /^Malformed SRX at line 1, column 1: SRX 1.0 is not read/],
    [
      'a pattern that is no regular expression',
      srx('', '<rule><beforebreak>[a-</beforebreak></rule>'),
      /^Malformed SRX at line 7, column 1: a rule's patterns are no regular expression/,
    ],
    [
      'a map naming no rule set',
      srx('', '', '<languagemap languagepattern=".*" languagerulename="Nope"/>'),
      /^Malformed SRX at line 14, column 1: no <languagerule> is named "Nope"/,
    ],
    ['XML that is not well-formed', '<srx version="2.0">\n<body>\n</srx>', /^Malformed XML at line 3/],
  ])('refuses %s with its line', (_, text, message) => {
    expect(refusal(text)).toMatch(message);
  });
});

describe('a project’s own rules', () => {
  const semicolons = srx('', '<rule><beforebreak>;</beforebreak><afterbreak>\\s</afterbreak></rule>');
  const languages = { source: 'en', target: 'de' };

  it.each([
    ['plain text', plainTextFormat, 'One; two. Three\n', 'Eins; two. Three\n'],
    ['HTML', htmlFormat, '<p>One; two. Three</p>', '<p>Eins; two. Three</p>'],
  ])('cut %s into sentences at import and at download alike', async (_, format, file, written) => {
    const options = { segmentation: semicolons };
    const segments: DocumentSegment[] = [];
    await format.read(streamOf(Buffer.from(file)), async (b) => void segments.push(...b), 10, languages, options);
    expect(segments.map((s) => s.source)).toEqual(['One;', 'two. Three']);
    const edits = (async function* () {
      yield { position: 0, target: 'Eins;', approved: true };
    })();
    const merged = await format.merge(streamOf(Buffer.from(file)), edits, languages, undefined, options);
    expect((await buffer(merged.bytes)).toString()).toBe(written);
  });
});

describe('sentences without words', () => {
  it('are numbers, rules and list numbers typed as text, in any script', () => {
    const without = [
      '1.',
      '120',
      '12 %',
      '€ 950',
      '1.2.3',
      '________________',
      '— 3 —',
      '* * *',
      'a)',
      '(b)',
      'iv.',
      'XII.',
    ];
    for (const text of without) expect(holdsWords(text), text).toBe(false);
    const words = [
      'Introduction',
      '120 EUR',
      'N/A',
      '(c) 2024',
      'Vivid.',
      'mix.',
      '一',
      'مرحبا',
      'a) Buy the tickets.',
    ];
    for (const text of words) expect(holdsWords(text), text).toBe(true);
  });

  it('are left out of a paragraph, the others keeping their numbers', () => {
    const sentences = ['1.', 'Introduction', '____', 'Scope.'];
    expect(sentencesWithWords(sentences, (sentence) => sentence)).toEqual([
      { sentence: 'Introduction', number: 2 },
      { sentence: 'Scope.', number: 4 },
    ]);
  });
});
