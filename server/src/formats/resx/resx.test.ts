import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { inlineToken } from '@tessera/shared/contract';
import { formatTestKit } from '../format-test-kit.test-helper.ts';
import { resxFormat } from './resx.ts';

const { segmentsOf: read, translated } = formatTestKit(resxFormat);
const translate = async (...merge: Parameters<typeof translated>) => (await translated(...merge)).toString();

describe('.NET RESX', () => {
  it("reads string entries with their comments, leaving typed data and the designer's >> entries alone", async () => {
    const segments = await read(await readFile(new URL('fixtures/Form1.resx', import.meta.url)));
    expect(segments.map((s) => [s.unitId, s.source, s.note])).toEqual([
      ['saveButton.Text', '&Save', null],
      ['statusLabel.Text', `Ready – ${inlineToken(1)} items <selected>`, 'Status bar'],
      ['$this.Text', 'Customer details', null],
    ]);
  });

  it('writes a translation escaped for XML, its format items and the file’s line ends kept', async () => {
    const bytes = await readFile(new URL('fixtures/Strings.resx', import.meta.url));
    const segments = await read(bytes);
    expect(segments[2]!.codes.map((c) => c.xml)).toEqual(['{0:C2}', '{1:d}']);
    const written = await translate(bytes, {
      2: `Summe: ${inlineToken(1)} <fällig ${inlineToken(2)}>`,
      4: 'Eins\nZwei',
    });
    expect(written).toContain('<value>Summe: {0:C2} &lt;fällig {1:d}&gt;</value>');
    expect(written).toContain('<value>Eins\r\nZwei</value>');
    expect(written.replace(/Summe.*&gt;/, '').replace('Eins\r\nZwei', '')).toBe(
      bytes.toString().replace('Total: {0:C2} (due {1:d})', '').replace('First line\r\nSecond line', ''),
    );
  });

  it('refuses a file that is not a resource file, and one declaring entities', async () => {
    await expect(read(Buffer.from('<?xml version="1.0"?>\n<resources/>\n'))).rejects.toThrow(
      /^Malformed \.resx file at line 2, column 1: the root element is <resources>, not <root>/,
    );
    const bomb = '<!DOCTYPE root [<!ENTITY a "aaaa">]>\n<root><data name="a"><value>&a;</value></data></root>';
    await expect(read(Buffer.from(bomb))).rejects.toThrow(/DOCTYPE/);
  });
  it('leaves the untranslated entries out when writing for a repository, typed data and headers kept', async () => {
    const resx =
      '<?xml version="1.0" encoding="utf-8"?>\n<root>\n  <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>\n' +
      '  <data name="Ok" xml:space="preserve">\n    <value>OK</value>\n  </data>\n' +
      '  <data name="Save" xml:space="preserve">\n    <value>Save</value>\n    <comment>Button</comment>\n  </data>\n' +
      '  <data name="Logo" type="System.Drawing.Bitmap"><value>AAAA</value></data>\n</root>\n';
    const out = await translate(Buffer.from(resx), { 1: 'Speichern' }, { untranslated: 'leave-out' });
    expect(out).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<root>\n  <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>\n' +
        '  <data name="Save" xml:space="preserve">\n    <value>Speichern</value>\n    <comment>Button</comment>\n  </data>\n' +
        '  <data name="Logo" type="System.Drawing.Bitmap"><value>AAAA</value></data>\n</root>\n',
    );
  });
});
