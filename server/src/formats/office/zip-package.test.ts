import { describe, expect, it } from 'vitest';
import { streamOf } from '../document.ts';
import { refusal } from '../format-test-kit.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { zipStream } from '../zip-writer.ts';
import { relationshipsOf } from './opc.ts';
import { writePackage } from './zip-package-writer.ts';
import { identifyPackage, MAX_PART_RATIO, openPackage } from './zip-package.ts';

const KIND = { name: 'Word document (.docx)' };
const entries = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'word/document.xml', data: Buffer.from('<w:document>text</w:document>') },
  { name: 'word/media/image1.png', data: Buffer.from('89504e470d0a1a0a', 'hex') },
];

/** Each entry's local record (header, data, descriptor) as the file holds it, by name. */
function localRecords(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  const directory = file.readUInt32LE(end + 16);
  const found: { name: string; offset: number }[] = [];
  for (let at = directory, n = 0; n < count; n++) {
    const nameLength = file.readUInt16LE(at + 28);
    found.push({ name: file.toString('utf8', at + 46, at + 46 + nameLength), offset: file.readUInt32LE(at + 42) });
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return new Map(found.map((e, i) => [e.name, file.subarray(e.offset, found[i + 1]?.offset ?? directory)]));
}

describe('ZIP packages', () => {
  it('reads its parts, checked', async () => {
    const zipped = await openPackage(zip(entries), KIND);
    expect(zipped.entries.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    expect((await zipped.read('WORD/document.xml')).toString()).toBe('<w:document>text</w:document>');
  });

  it('writes an untouched package back as it was, and a patched one with every other entry byte for byte', async () => {
    const original = zip(entries);
    expect(writePackage(original, new Map())).toBe(original);
    const patched = writePackage(
      original,
      new Map([['word/document.xml', Buffer.from('<w:document>Text</w:document>')]]),
    );
    expect(unzip(patched).map((e) => [e.name, e.data.toString('hex')])).toEqual(
      entries.map((e) => [
        e.name,
        (e.name === 'word/document.xml' ? Buffer.from('<w:document>Text</w:document>') : e.data).toString('hex'),
      ]),
    );
    const before = localRecords(original);
    const after = localRecords(patched);
    for (const name of ['[Content_Types].xml', 'word/media/image1.png'])
      expect(after.get(name)).toEqual(before.get(name));
    expect((await (await openPackage(patched, KIND)).read('word/document.xml')).toString()).toBe(
      '<w:document>Text</w:document>',
    );
  });

  it('patches a package written with data descriptors, keeping the others', async () => {
    const chunks: Buffer[] = [];
    const sources = entries.map((e) => ({ name: e.name, bytes: streamOf(e.data) }));
    for await (const chunk of zipStream(sources)) chunks.push(chunk);
    const original = Buffer.concat(chunks);
    const patched = writePackage(original, new Map([['word/document.xml', Buffer.from('<w:document/>')]]));
    const reopened = await openPackage(patched, KIND);
    expect((await reopened.read('word/document.xml')).toString()).toBe('<w:document/>');
    expect((await reopened.read('word/media/image1.png')).toString('hex')).toBe('89504e470d0a1a0a');
    expect(localRecords(patched).get('word/media/image1.png')).toEqual(
      localRecords(original).get('word/media/image1.png'),
    );
  });

  it('names the part whose checksum does not match', async () => {
    const damaged = zip(entries);
    // The checksum the central directory holds for the part, one bit off.
    const central = damaged.lastIndexOf(Buffer.from('word/document.xml')) - 46;
    damaged.writeUInt32LE((damaged.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    expect(await refusal((await openPackage(damaged, KIND)).read('word/document.xml'))).toBe(
      'The part word/document.xml is damaged: its checksum (CRC-32) does not match its content.',
    );
  });

  it('refuses a package cut short, an entry climbing out of it and a zip bomb', async () => {
    const whole = zip(entries);
    expect(await refusal(openPackage(whole.subarray(0, whole.length - 30), KIND))).toMatch(
      /^The Word document \(\.docx\) is damaged: its ZIP directory is missing or cut short/,
    );
    expect(
      await refusal(openPackage(zip([...entries, { name: '../../etc/passwd', data: Buffer.from('x') }]), KIND)),
    ).toBe(
      'The Word document (.docx) holds an entry named "../../etc/passwd", which points outside the package; such a file is refused.',
    );
    const bomb = zip([{ name: 'word/document.xml', data: Buffer.alloc(MAX_PART_RATIO * 20_000, 0x20) }]);
    expect(await refusal((await openPackage(bomb, KIND)).read('word/document.xml'))).toMatch(
      /^The part word\/document\.xml unpacks to \d+ times its packed size .* looks like a zip bomb/,
    );
  });

  it('refuses a part that unpacks to more or less than its headers say, and reads a stored one', async () => {
    const data = Buffer.from('<w:document>' + 'text '.repeat(500) + '</w:document>');
    const declaring = async (declaredSize: number) =>
      refusal(
        (await openPackage(zip([{ name: 'word/document.xml', data, declaredSize }]), KIND)).read('word/document.xml'),
      );
    expect(await declaring(data.length - 1)).toBe(
      'The part word/document.xml is damaged: its packed data does not unpack to what its header says.',
    );
    expect(await declaring(0)).toBe(
      'The part word/document.xml is damaged: its packed data does not unpack to what its header says.',
    );
    expect(await declaring(data.length + 1)).toBe(
      `The part word/document.xml is damaged: not enough bytes in the stream. expected ${data.length + 1}. got only ${data.length}.`,
    );
    const stored = await openPackage(zip([{ name: 'word/document.xml', data, stored: true }]), KIND);
    expect((await stored.read('word/document.xml')).equals(data)).toBe(true);
  });

  it('names what a file that is no package really is', async () => {
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    expect(await refusal(openPackage(cfb, KIND))).toMatch(/^This file is a password-protected Office file/);
    expect(await refusal(openPackage(Buffer.from('%PDF-1.7\n'), KIND))).toBe(
      'This file is a PDF document, not a Word document (.docx).',
    );
    const workbook = zip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
      },
    ]);
    expect(await identifyPackage(await openPackage(workbook, KIND))).toBe('an Excel workbook (.xlsx)');
  });
});

describe('package relationships', () => {
  it('resolves targets relative to their part, escapes decoded, a stray "%" kept', async () => {
    const relationships = (targets: string[]) =>
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      targets
        .map(
          (target, i) =>
            `<Relationship Id="rId${i}" Type="http://x/${i === 3 ? 'hyperlink' : 'image'}" Target="${target}"${i === 3 ? ' TargetMode="External"' : ''}/>`,
        )
        .join('') +
      '</Relationships>';
    const zipped = await openPackage(
      zip([
        {
          name: 'word/_rels/document.xml.rels',
          data: Buffer.from(
            relationships(['media/a%20b.png', '../docProps/app.xml', 'media/100%.png', 'https://example.com/']),
          ),
        },
      ]),
      KIND,
    );
    expect((await relationshipsOf(zipped, 'word/document.xml')).map((r) => [r.type, r.part])).toEqual([
      ['image', 'word/media/a b.png'],
      ['image', 'docProps/app.xml'],
      ['image', 'word/media/100%.png'],
      ['hyperlink', null],
    ]);
  });
});
