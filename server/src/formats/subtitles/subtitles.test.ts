import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import iconv from 'iconv-lite';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentFormat, type DocumentSegment } from '../document.ts';
import { srtFormat, vttFormat } from './subtitles.ts';

const languages = { source: 'en', target: 'de' };

async function segmentsOf(format: DocumentFormat, bytes: Buffer) {
  const segments: DocumentSegment[] = [];
  await format.read(streamOf(bytes), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function translated(format: DocumentFormat, bytes: Buffer, targets: string[]) {
  const merge = await format.merge(
    streamOf(bytes),
    (async function* () {
      yield* targets.map((target, position) => ({ position, target, approved: true }));
    })(),
    languages,
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
