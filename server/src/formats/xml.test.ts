import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { createSafeXmlParser, feedXml, XmlFormatError } from './xml.ts';

const parse = async (xml: string | Buffer[]) => {
  const parser = createSafeXmlParser();
  const names: string[] = [];
  parser.on('opentag', (tag) => names.push(tag.local));
  await feedXml(parser, Readable.from(typeof xml === 'string' ? [Buffer.from(xml)] : xml));
  return names;
};

describe('safe XML parsing', () => {
  it('parses elements across chunk boundaries, including split UTF-8 characters', async () => {
    const bytes = Buffer.from('\uFEFF<a><b>é</b></a>');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(await parse(chunks)).toEqual(['a', 'b']);
  });

  it('refuses a document type declaration (no entity bombs, no external entities)', async () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><a>&lol2;</a>';
    await expect(parse(bomb)).rejects.toThrow(/DOCTYPE/);
    const xxe = '<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>';
    await expect(parse(xxe)).rejects.toBeInstanceOf(XmlFormatError);
  });

  it('reports truncated or malformed XML with its line', async () => {
    await expect(parse('<a>\n<b></a>')).rejects.toThrow(/line 2/);
    await expect(parse('<a><b>')).rejects.toBeInstanceOf(XmlFormatError);
  });
});
