import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { createSafeXmlParser, feedXml, XmlFormatError } from './xml.ts';
import { DOCTYPE_REFUSED, MAX_XML_DEPTH, TOO_DEEP } from './xml-safety.ts';

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

  it('refuses a DOCTYPE that declares anything (no entity bombs, no external entities)', async () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><a>&lol2;</a>';
    await expect(parse(bomb)).rejects.toThrow(DOCTYPE_REFUSED);
    const xxe = '<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>';
    await expect(parse(xxe)).rejects.toBeInstanceOf(XmlFormatError);
  });

  it('accepts a DOCTYPE that only names an external DTD, without loading it', async () => {
    expect(await parse('<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd"><martif/>')).toEqual(['martif']);
    expect(
      await parse(
        '<!DOCTYPE tmx PUBLIC "-//LISA OSCAR:1998//DTD for Translation Memory eXchange//EN" "tmx14.dtd"><tmx/>',
      ),
    ).toEqual(['tmx']);
    await expect(parse('<!DOCTYPE a SYSTEM "a.dtd"><a>&x;</a>')).rejects.toThrow(/undefined entity/);
  });

  it(
    `refuses elements nested more than ${MAX_XML_DEPTH} deep at the first one too deep, however many follow`,
    { timeout: 5000 },
    async () => {
      const nested = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);
      expect(await parse(nested(MAX_XML_DEPTH))).toHaveLength(MAX_XML_DEPTH);
      await expect(parse(nested(MAX_XML_DEPTH + 1))).rejects.toThrow(
        `Malformed XML at line 1, column ${3 * MAX_XML_DEPTH + 3}: ${TOO_DEEP}`,
      );
      await expect(parse('<a>'.repeat(100_000))).rejects.toThrow(TOO_DEEP);
    },
  );

  it('keeps its checks when a reader sets, replaces or removes its own handlers of the events they watch', async () => {
    const parser = createSafeXmlParser();
    const events: string[] = [];
    parser.on('doctype', () => events.push('doctype'));
    parser.on('opentagstart', (tag) => events.push(`<${tag.name}`));
    parser.on('closetag', (tag) => events.push(`/${tag.name}`));
    await feedXml(parser, Readable.from([Buffer.from('<!DOCTYPE a SYSTEM "a.dtd"><a><b/></a>')]));
    expect(events).toEqual(['doctype', '<a', '<b', '/b', '/a']);

    // Siblings at the deepest level allowed: the depth goes down at each close tag.
    const wide = createSafeXmlParser();
    wide.on('closetag', () => {});
    const deepest = '<a>'.repeat(MAX_XML_DEPTH - 1);
    const siblings = `${deepest}${'<b></b>'.repeat(3)}${'</a>'.repeat(MAX_XML_DEPTH - 1)}`;
    await expect(feedXml(wide, Readable.from([Buffer.from(siblings)]))).resolves.toBeUndefined();

    const deep = createSafeXmlParser();
    deep.on('opentagstart', () => {});
    deep.off('opentagstart');
    deep.on('closetag', () => {});
    await expect(feedXml(deep, Readable.from([Buffer.from('<a>'.repeat(MAX_XML_DEPTH + 1))]))).rejects.toThrow(
      TOO_DEEP,
    );
    const declared = createSafeXmlParser();
    declared.on('doctype', () => {});
    await expect(feedXml(declared, Readable.from([Buffer.from('<!DOCTYPE a [<!ENTITY x "y">]><a/>')]))).rejects.toThrow(
      DOCTYPE_REFUSED,
    );
  });

  it('reports truncated or malformed XML with its line', async () => {
    await expect(parse('<a>\n<b></a>')).rejects.toThrow(/line 2/);
    await expect(parse('<a><b>')).rejects.toBeInstanceOf(XmlFormatError);
  });
});
