import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { inlineText, inlineToken, type DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases } from '../test/harness.ts';
import { documentOf, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/**
 * Web pages, Markdown and subtitles through the API: upload, records with their codes and places, saves, the
 * download with the translations patched in (untouched: the upload itself), and the XLIFF export read back.
 */

const bySource = (records: DocumentRecord[], source: string) => records.find((r) => inlineText(r.source) === source)!;
const [c1, c2] = [1, 2].map(inlineToken);

/** The XLIFF 2.0 export of a document, uploaded again: the same segments, codes and saved targets. */
async function expectXliffRoundTrip(t: Parameters<Parameters<typeof describeWithDatabases>[1]>[0], id: number) {
  const manager = await t.signIn('manager');
  const xliff = await manager.inject(`/api/document/${id}/download?as=xliff`);
  expect(xliff.body).toContain('<pc id="c');
  const again = await uploadDocument(t, manager, {}, { name: 'export.xlf', content: xliff.body });
  expect(again.statusCode, again.body).toBe(202);
  const essence = (record: DocumentRecord) => [record.source, record.target, record.codes.length];
  expect((await recordsOf(manager, again.json().id)).map(essence)).toEqual((await recordsOf(manager, id)).map(essence));
}

describeWithDatabases('web pages, Markdown and subtitles', (t) => {
  it('imports an HTML page as sentences with codes and element paths, and downloads it in a right-to-left language', async () => {
    const manager = await t.signIn('manager');
    const page =
      '<!DOCTYPE html>\r\n<html lang="en">\r\n<head><title>Returns</title></head>\r\n<body>\r\n' +
      '<p>Send it back within <b>30 days</b>. We refund you.</p>\r\n<img src="box.png" alt="A parcel">\r\n' +
      '<p translate="no">Northwind GmbH</p>\r\n</body>\r\n</html>\r\n';
    const response = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'ar' },
      { name: 'returns.html', content: page },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'HTML', records_count: 4 });
    const records = await recordsOf(manager, document.id);
    // The body's segments say their place, the head's its element path.
    expect(records.map((r) => [r.unit_id, r.segment_id, r.source, r.context, r.place])).toEqual([
      ['p1', '1', 'Returns', 'head/title', null],
      ['p2', '1', `Send it back within ${c1}30 days${c2}.`, 'Paragraph', [{ kind: 'paragraph' }]],
      ['p2', '2', 'We refund you.', 'Paragraph', [{ kind: 'paragraph' }]],
      ['a1', null, 'A parcel', 'Image', [{ kind: 'image' }]],
    ]);
    expect(records[1]!.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
    ]);
    const untouched = await manager.inject(`/api/document/${document.id}/download`);
    expect(untouched.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(untouched.body).toBe(page);

    await save(manager, records[1]!, `أعده خلال ${c1}30 يومًا${c2}.`);
    await save(manager, records[3]!, 'طرد');
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toBe(
      page
        .replace('<html lang="en">', '<html dir="rtl" lang="ar">')
        .replace('Send it back within <b>30 days</b>.', 'أعده خلال <b>30 يومًا</b>.')
        .replace('alt="A parcel"', 'alt="طرد"'),
    );
    expect(download.headers['content-disposition']).toContain('returns.html');
    await expectXliffRoundTrip(t, document.id);
  });

  it('imports the bases of a ruby page as text, its readings in codes, and downloads each kept ruby in place', async () => {
    const manager = await t.signIn('manager');
    const page = readFileSync(new URL('../formats/html/fixtures/ruby-w3c.html', import.meta.url), 'utf8');
    const japanese = { source_lang: 'ja', target_lang: 'en' };
    const response = await uploadDocument(t, manager, japanese, { name: 'ruby.html', content: page });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'HTML', records_count: 6 });
    const records = await recordsOf(manager, document.id);
    const weather = bySource(records, '東京の天気');
    expect(weather.codes.map((code) => code.xml)).toEqual([
      '<ruby>',
      '<rp>（</rp><rt>とうきょう</rt><rp>）</rp></ruby>',
    ]);
    await save(manager, weather, `Weather in ${c1}Tokyo${c2}`);
    await save(manager, bySource(records, '漢字を読みます。'), 'I read kanji.');
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toBe(
      page
        .replace('<html lang="ja">', '<html lang="en">')
        .replace(
          '<h1><ruby>東京<rp>（</rp><rt>とうきょう</rt><rp>）</rp></ruby>の天気</h1>',
          '<h1>Weather in <ruby>Tokyo<rp>（</rp><rt>とうきょう</rt><rp>）</rp></ruby></h1>',
        )
        .replace('<ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>を<ruby>読<rt>よ</rt></ruby>みます。', 'I read kanji.'),
    );
    await expectXliffRoundTrip(t, document.id);
  });

  it('imports a Markdown README with its marks as codes and downloads it with the marks where they were', async () => {
    const manager = await t.signIn('manager');
    const readme =
      '---\ntitle: Quick start\n---\n\n# Install\n\nRun `npm start`, then open the **dashboard**.\n\n' +
      '> [!NOTE]\n> Data stays local.\n\n```sh\nnpm start\n```\n';
    const response = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de' },
      { name: 'README.md', content: readme },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'MARKDOWN', records_count: 4 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.source, r.context])).toEqual([
      ['Quick start', 'Front matter'],
      ['Install', 'Heading 1'],
      [`Run ${c1}, then open the ${c2}dashboard${inlineToken(3)}.`, 'Paragraph'],
      ['Data stays local.', 'Quote'],
    ]);
    expect(records.map((r) => r.place)).toEqual([
      [{ kind: 'front-matter' }],
      [{ kind: 'heading', level: 1 }],
      [{ kind: 'paragraph' }],
      [{ kind: 'quote' }],
    ]);
    expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(readme);

    await save(manager, bySource(records, 'Quick start'), 'Schnellstart');
    await save(manager, records[2]!, `Starte ${c1} und öffne das ${c2}Dashboard${inlineToken(3)}.`);
    await save(manager, bySource(records, 'Data stays local.'), 'Die Daten bleiben lokal.');
    expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(
      readme
        .replace('title: Quick start', 'title: Schnellstart')
        .replace('Run `npm start`, then open the **dashboard**.', 'Starte `npm start` und öffne das **Dashboard**.')
        .replace('Data stays local.', 'Die Daten bleiben lokal.'),
    );
    await expectXliffRoundTrip(t, document.id);
  });

  it('imports windows-1252 SubRip and WebVTT cues with their timings as context, and downloads them as they were written', async () => {
    const manager = await t.signIn('manager');
    const srt = iconv.encode(
      '1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Déjà vu…</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nC’est fini.\r\n',
      'windows-1252',
    );
    const response = await uploadDocument(
      t,
      manager,
      { source_lang: 'fr', target_lang: 'de' },
      { name: 'film.fr.srt', content: srt },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'SRT', records_count: 2 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.source, r.context])).toEqual([
      [`${c1}Déjà vu…${c2}`, '1 · 00:00:01,000 --> 00:00:02,500'],
      ['C’est fini.', '2 · 00:00:03,000 --> 00:00:04,000'],
    ]);
    expect((await manager.inject(`/api/document/${document.id}/download`)).rawPayload.equals(srt)).toBe(true);
    await save(manager, records[0]!, `${c1}Schon gesehen…${c2}`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-type']).toBe('application/x-subrip; charset=windows-1252');
    expect(iconv.decode(download.rawPayload, 'windows-1252')).toBe(
      '1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Schon gesehen…</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nC’est fini.\r\n',
    );

    const vtt = 'WEBVTT\n\nNOTE made by hand\n\n00:01.000 --> 00:02.000 align:start\n<v Ana>Hello &amp; welcome.</v>\n';
    const uploaded = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de' },
      { name: 'talk.vtt', content: vtt },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const [cue] = await recordsOf(manager, uploaded.json().id);
    expect(cue).toMatchObject({ source: `${c1}Hello & welcome.${c2}`, context: '00:01.000 --> 00:02.000' });
    await save(manager, cue!, `${c1}Hallo & willkommen.${c2}`);
    expect((await manager.inject(`/api/document/${uploaded.json().id}/download`)).body).toBe(
      vtt.replace('Hello &amp; welcome.', 'Hallo &amp; willkommen.'),
    );
    await expectXliffRoundTrip(t, uploaded.json().id);
  });

  it('joins subtitle cues that continue a sentence when the upload asks (join_cues), and cuts the translation back', async () => {
    const manager = await t.signIn('manager');
    const srt =
      '1\n00:00:01,000 --> 00:00:03,000\nI told him we would meet\n\n' +
      '2\n00:00:03,000 --> 00:00:04,000\nat the old station.\n\n3\n00:00:05,000 --> 00:00:06,000\nThen we left!\n';
    const languages = { source_lang: 'en', target_lang: 'de' };
    const response = await uploadDocument(
      t,
      manager,
      { ...languages, join_cues: 'true' },
      { name: 'film.srt', content: srt },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', records_count: 2 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => r.source)).toEqual(['I told him we would meet at the old station.', 'Then we left!']);
    expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(srt);
    await save(manager, records[0]!, 'Ich sagte ihm, wir würden uns am alten Bahnhof treffen.');
    expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(
      srt
        .replace('I told him we would meet', 'Ich sagte ihm, wir würden uns')
        .replace('at the old station.', 'am alten Bahnhof treffen.'),
    );

    const separate = await uploadDocument(
      t,
      manager,
      { ...languages, join_cues: 'false' },
      { name: 'b.srt', content: srt },
    );
    expect(await documentOf(manager, separate.json().id)).toMatchObject({ status: 'done', records_count: 3 });
  });

  it('refuses a join_cues that is not true or false, or for a file that is not subtitles', async () => {
    const manager = await t.signIn('manager');
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n';
    const languages = { source_lang: 'en', target_lang: 'de' };
    const bad = await uploadDocument(t, manager, { ...languages, join_cues: 'yes' }, { name: 'a.srt', content: srt });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'join_cues must be true or false', details: { field: 'join_cues' } });
    const text = await uploadDocument(
      t,
      manager,
      { ...languages, join_cues: 'true' },
      { name: 'a.txt', content: 'Hi.' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('join_cues applies to subtitles (.srt, .vtt) only');
  });
});
