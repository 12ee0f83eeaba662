import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import iconv from 'iconv-lite';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentFormat, type DocumentSegment, type ReadOptions } from '../document.ts';
import { MAX_JOINED_CUES, srtFormat, vttFormat } from './subtitles.ts';

const languages = { source: 'en', target: 'de' };

async function segmentsOf(format: DocumentFormat, bytes: Buffer, options?: ReadOptions) {
  const segments: DocumentSegment[] = [];
  await format.read(streamOf(bytes), async (batch) => void segments.push(...batch), 100, languages, options);
  return segments;
}

async function translated(format: DocumentFormat, bytes: Buffer, targets: string[], options?: ReadOptions) {
  const merge = await format.merge(
    streamOf(bytes),
    (async function* () {
      yield* targets.map((target, position) => ({ position, target, approved: true }));
    })(),
    languages,
    undefined,
    options,
  );
  return { mediaType: merge.mediaType, bytes: await buffer(merge.bytes) };
}

const [c1, c2, c3, c4] = [1, 2, 3, 4].map(inlineToken);

describe('SubRip subtitles', () => {
  const srt =
    '1\r\n00:00:01,000 --> 00:00:02,000\r\n{\\an8}<i>Hello,\r\nworld.</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nBye.\r\n';

  it('reads one segment per cue, its markup and line breaks as codes, its number and timing as context', async () => {
    const [first, second] = await segmentsOf(srtFormat, Buffer.from(srt));
    expect(first).toMatchObject({
      unitId: '1',
      source: `${c1}${c2}Hello,${c3}world.${c4}`,
      context: '1 · 00:00:01,000 --> 00:00:02,000',
    });
    expect(first!.codes.map((c) => [c.kind, c.label, c.xml])).toEqual([
      ['standalone', '{\\an8}', '{\\an8}'],
      ['open', '<1>', '<i>'],
      ['standalone', '↵', '\r\n'],
      ['close', '</1>', '</i>'],
    ]);
    expect(second).toMatchObject({ unitId: '2', source: 'Bye.', codes: [] });
    const { bytes } = await translated(srtFormat, Buffer.from(srt), [`${c1}${c2}Hallo,${c3}Welt.${c4}`, 'Tschüss.']);
    expect(bytes.toString()).toBe(
      srt.replace('Hello,', 'Hallo,').replace('world.', 'Welt.').replace('Bye.', 'Tschüss.'),
    );
  });

  it('reads a windows-1252 file and writes it back in windows-1252, or as UTF-8 with a BOM where it cannot', async () => {
    const file = iconv.encode('1\r\n00:00:01,000 --> 00:00:02,000\r\nC’est l’été…\r\n', 'windows-1252');
    expect((await segmentsOf(srtFormat, file))[0]!.source).toBe('C’est l’été…');
    const fits = await translated(srtFormat, file, ['Schon vorbei – 5 €…']);
    expect(fits.mediaType).toBe('application/x-subrip; charset=windows-1252');
    expect(iconv.decode(fits.bytes, 'windows-1252')).toBe(
      '1\r\n00:00:01,000 --> 00:00:02,000\r\nSchon vorbei – 5 €…\r\n',
    );
    const polish = await translated(srtFormat, file, ['Już po lecie…']);
    expect(polish.mediaType).toBe('application/x-subrip; charset=utf-8');
    expect(polish.bytes.toString()).toBe('\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nJuż po lecie…\r\n');
  });
});

describe('WebVTT subtitles', () => {
  const vtt =
    'WEBVTT\n\nNOTE a comment\n\nSTYLE\n::cue { color: lime }\n\nq1\n00:01.000 --> 00:02.500 align:start\n' +
    '<v Bob>Fish &amp; chips?</v> <c.loud>Yes!</c>\n';

  it('reads cues with their voice and class tags as codes, entities decoded, NOTE and STYLE left out', async () => {
    const segments = await segmentsOf(vttFormat, Buffer.from(vtt));
    expect(segments.map((s) => [s.unitId, s.source, s.context])).toEqual([
      ['1', `${c1}Fish & chips?${c2} ${c3}Yes!${c4}`, 'q1 · 00:01.000 --> 00:02.500'],
    ]);
    const { bytes } = await translated(vttFormat, Buffer.from(vtt), [`${c1}Fisch & Pommes?${c2} ${c3}Ja <3${c4}`]);
    expect(bytes.toString()).toBe(vtt.replace('Fish &amp; chips?', 'Fisch &amp; Pommes?').replace('Yes!', 'Ja &lt;3'));
  });
});

describe('Subtitles with cues that continue a sentence joined (joinCues)', () => {
  const joined = { joinCues: true };
  const srt =
    '1\r\n00:00:01,000 --> 00:00:03,000\r\nI told him we would meet\r\n\r\n' +
    '2\r\n00:00:03,000 --> 00:00:04,000\r\n<i>at the old</i> station.\r\n\r\n' +
    '3\r\n00:00:05,000 --> 00:00:06,000\r\nThen we left!\r\n\r\n' +
    '4\r\n00:00:07,000 --> 00:00:08,000\r\nHe said "No."\r\n';

  it('joins a cue that does not end a sentence with the next, codes numbered on, both cues the context', async () => {
    const segments = await segmentsOf(srtFormat, Buffer.from(srt), joined);
    expect(segments.map((s) => [s.unitId, s.source])).toEqual([
      ['1', `I told him we would meet ${c1}at the old${c2} station.`],
      ['3', 'Then we left!'],
      ['4', 'He said "No."'],
    ]);
    expect(segments[0]!.codes.map((c) => [c.id, c.kind, c.label, c.xml])).toEqual([
      [1, 'open', '<1>', '<i>'],
      [2, 'close', '</1>', '</i>'],
    ]);
    expect(segments[0]!.context).toBe('1 · 00:00:01,000 --> 00:00:03,000 | 2 · 00:00:03,000 --> 00:00:04,000');
  });

  it('never joins across the end of a sentence, a closing quote after it, nor when the option is off', async () => {
    const ends = ['Stop.', 'Really?', 'Go!', 'Wait…', '"Yes."', '«Non.»', '(Quiet!)'];
    const file = ends.map((text, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},500\n${text}\n`).join('\n');
    expect((await segmentsOf(srtFormat, Buffer.from(file), joined)).map((s) => s.source)).toEqual(ends);
    expect(await segmentsOf(srtFormat, Buffer.from(srt))).toHaveLength(4);
  });

  it(`joins at most ${MAX_JOINED_CUES} cues`, async () => {
    const file = Array.from({ length: 10 }, (_, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},500\nla la\n`).join(
      '\n',
    );
    const segments = await segmentsOf(srtFormat, Buffer.from(file), joined);
    expect(segments.map((s) => s.unitId)).toEqual(['1', '9']);
  });

  it('cuts a translation back into the cues by their share of the source, at a word outside any pair', async () => {
    const target = `Ich sagte ihm, wir würden uns ${c1}am alten${c2} Bahnhof treffen.`;
    const { bytes } = await translated(
      srtFormat,
      Buffer.from(srt),
      [target, 'Dann gingen wir!', 'Er sagte „Nein.“'],
      joined,
    );
    expect(bytes.toString()).toBe(
      '1\r\n00:00:01,000 --> 00:00:03,000\r\nIch sagte ihm, wir würden uns\r\n\r\n' +
        '2\r\n00:00:03,000 --> 00:00:04,000\r\n<i>am alten</i> Bahnhof treffen.\r\n\r\n' +
        '3\r\n00:00:05,000 --> 00:00:06,000\r\nDann gingen wir!\r\n\r\n' +
        '4\r\n00:00:07,000 --> 00:00:08,000\r\nEr sagte „Nein.“\r\n',
    );
    // Untouched, the file is written back byte for byte.
    expect((await translated(srtFormat, Buffer.from(srt), [], joined)).bytes.toString()).toBe(srt);
  });

  it('keeps the ids, settings and blocks between joined WebVTT cues, and escapes each piece', async () => {
    const vtt =
      'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:03.000\nSo this is where\nthe story\n\n' +
      "NOTE the director's cut differs\n\n00:00:03.500 --> 00:00:05.000 align:start\nbegins &amp; ends.\n";
    const [segment] = await segmentsOf(vttFormat, Buffer.from(vtt), joined);
    expect(segment!.source).toBe(`So this is where${c1}the story begins & ends.`);
    const { bytes } = await translated(
      vttFormat,
      Buffer.from(vtt),
      [`Hier beginnt${c1}und endet & die Geschichte.`],
      joined,
    );
    expect(bytes.toString()).toBe(
      'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:03.000\nHier beginnt\nund endet &amp;\n\n' +
        "NOTE the director's cut differs\n\n00:00:03.500 --> 00:00:05.000 align:start\ndie Geschichte.\n",
    );
  });
});
