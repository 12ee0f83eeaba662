import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { stringsdictFormat } from './stringsdict.ts';

const plist = (forms: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
  '<plist version="1.0">\n<dict>\n\t<key>%d files</key>\n\t<dict>\n' +
  '\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@files@</string>\n' +
  '\t\t<key>files</key>\n\t\t<dict>\n' +
  '\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n' +
  '\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n' +
  `${forms}\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n`;
const form = (category: string, text: string) => `\t\t\t<key>${category}</key>\n\t\t\t<string>${text}</string>\n`;
const file = plist(form('zero', 'No files') + form('one', '%d file') + form('other', '%d files'));

async function read(xml: string, target: string) {
  const segments: DocumentSegment[] = [];
  await stringsdictFormat.read(streamOf(Buffer.from(xml)), async (b) => void segments.push(...b), 100, {
    source: 'en',
    target,
  });
  return segments;
}

async function translate(xml: string, targets: string[], target: string) {
  const merge = await stringsdictFormat.merge(
    streamOf(Buffer.from(xml)),
    (async function* () {
      yield* targets.map((text, position) => ({ position, target: text, approved: true }));
    })(),
    { source: 'en', target },
  );
  return (await buffer(merge.bytes)).toString();
}

describe('Apple .stringsdict', () => {
  it('reads each plural form the target language needs, zero kept where the file has it', async () => {
    const segments = await read(file, 'ru');
    expect(segments.map((s) => [s.unitId, s.segmentId, s.source])).toEqual([
      ['%d files', 'files.zero', 'No files'],
      ['%d files', 'files.one', `${inlineToken(1)} file`],
      ['%d files', 'files.few', `${inlineToken(1)} files`],
      ['%d files', 'files.many', `${inlineToken(1)} files`],
      ['%d files', 'files.other', `${inlineToken(1)} files`],
    ]);
  });

  it('writes the forms of the target language: those it lacks go, those the file lacks follow the last one', async () => {
    const n = inlineToken(1);
    expect(await translate(file, ['Keine Dateien', `${n} Datei`, `${n} Dateien`], 'de')).toBe(
      plist(form('zero', 'Keine Dateien') + form('one', '%d Datei') + form('other', '%d Dateien')),
    );
    expect(await translate(file, ['ファイルなし', `${n}個のファイル`], 'ja')).toBe(
      plist(form('zero', 'ファイルなし') + form('other', '%d個のファイル')),
    );
    expect(
      await translate(file, ['Нет файлов', `${n} файл`, `${n} файла`, `${n} файлов`, `${n} файла & папки`], 'ru'),
    ).toBe(
      plist(
        form('zero', 'Нет файлов') +
          form('one', '%d файл') +
          form('other', '%d файла &amp; папки') +
          form('few', '%d файла') +
          form('many', '%d файлов'),
      ),
    );
  });

  it('refuses a file that is not a property list of key and value pairs, naming the line, and one declaring entities', async () => {
    await expect(read('<?xml version="1.0"?>\n<resources/>\n', 'de')).rejects.toThrow(
      /^Malformed \.stringsdict file at line 2, column 1: a property list is <plist> holding a <dict>/,
    );
    const plist = (dict: string) =>
      `<plist version="1.0">\n<dict>\n  <key>files</key>\n  <dict>\n${dict}  </dict>\n</dict>\n</plist>\n`;
    await expect(read(plist('    <string>%d files</string>\n'), 'de')).rejects.toThrow(
      /^Malformed \.stringsdict file at line 5, column 5: a <dict> holds <key> and value pairs, not <string>/,
    );
    await expect(read(plist('    <key>NSStringLocalizedFormatKey</key>\n'), 'de')).rejects.toThrow(
      /^Malformed \.stringsdict file at line 5, column 5: the <key> "NSStringLocalizedFormatKey" has no value/,
    );
    const bomb = '<!DOCTYPE plist [<!ENTITY a "aaaa">]>\n<plist><dict><key>&a;</key><dict/></dict></plist>';
    await expect(read(bomb, 'de')).rejects.toThrow(/DOCTYPE/);
  });
});
