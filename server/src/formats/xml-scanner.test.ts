import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createSafeXmlParser, XmlFormatError } from './xml.ts';
import { DOCTYPE_REFUSED, MAX_XML_DEPTH, TOO_DEEP } from './xml-safety.ts';
import { plainStartTag, XmlScanner, type XmlEventHandlers, type XmlEventSource, type XmlTag } from './xml-scanner.ts';
import { XliffWalker, type ParsedUnit } from './xliff/walker.ts';
import { rewriteXliff } from './xliff/rewrite.ts';
import { syntheticXliff12 } from './xliff/synthetic.ts';

const fixtures = new URL('./xliff/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures), 'utf8');

/** Everything XML lets a file do that the XLIFF reader must see through (or keep verbatim on the way out). */
const tricky = [
  '\uFEFF<?xml version="1.0" encoding="utf-8" standalone="yes"?>\r\n',
  '<!-- a comment before the root, with > and < inside -->\r\n<?acme-tool build="7"?>\r\n',
  '<x:xliff version=\'1.2\' xmlns:x="urn:oasis:names:tc:xliff:document:1.2" xmlns:acme="urn:acme">\r\n',
  ' <x:file source-language="en" target-language="fr" original="a &gt; b.txt" acme:flag="&#x41;&#66;">\r\n',
  '  <x:body>\r\n',
  '   <x:trans-unit id="cdata" resname="a > b" extra=\'say "hi"\'>\r\n',
  '    <x:source>Before <![CDATA[<b>raw & bold</b> ]] >]]> after &amp; &lt;tag&gt; &quot;q&quot; &apos;a&apos; &#233;&#x1F600;</x:source>\r\n',
  '    <x:target state="needs-review-translation">Avant <!-- hidden --> après<?pi inside?> &#x9;tab</x:target>\r\n',
  '    <x:note>Line one\r\nline two</x:note>\r\n',
  '   </x:trans-unit>\r\n',
  '   <x:trans-unit id="codes" xml:space="preserve">\r\n',
  '    <x:source>A <x:g id="1" ctype="x-attr" title="tab\there&#10;new&#13;line\r\nend">bold</x:g> <acme:widget a="1"><acme:inner/>text</acme:widget>',
  '<x:x id="2"/><x:ph id="3">&lt;br/&gt;</x:ph></x:source>\r\n',
  '    <x:target/>\r\n',
  '   </x:trans-unit>\r\n',
  '   <x:group translate="no"><x:trans-unit id="locked"><x:source>  spaced   out  </x:source></x:trans-unit></x:group>\r\n',
  '   <x:trans-unit id="seg"><x:source>One. Two.</x:source>',
  '<x:seg-source><x:mrk mtype="seg" mid="1">One.</x:mrk> <x:mrk mtype="seg" mid="2">Two.</x:mrk></x:seg-source>',
  '<x:target><x:mrk mtype="seg" mid="1">Un.</x:mrk> <x:mrk mtype="seg" mid="2">Deux.</x:mrk></x:target></x:trans-unit>\r\n',
  '  </x:body>\r\n </x:file>\r\n</x:xliff>\r\n<!-- trailing comment -->\r\n',
].join('');

const xliff20WithDefaults = fixture('sample-2.0.xlf').replace('<xliff ', '<!-- c --><xliff ');

const documents: [string, string][] = [
  ...readdirSync(fixtures)
    .filter((name) => name.endsWith('.xlf'))
    .map((name): [string, string] => [`fixture ${name}`, fixture(name)]),
  ['the 2.0 fixture after a comment', xliff20WithDefaults],
  ['prefixes, CDATA, comments, PIs, entities, BOM, CRLF', tricky],
  ['the bench generator (300 units)', [...syntheticXliff12(300)].join('')],
];

/** Splits into byte chunks, to prove nothing depends on where chunks break (UTF-8 characters included). */
const byteChunks = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
};

/** Walks a document with a reader and returns the units the walker handed over (with every position). */
function walk(text: string, reader: 'scanner' | 'saxes', chunkSize: number): ParsedUnit[] {
  const units: ParsedUnit[] = [];
  const { TextDecoder } = globalThis;
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  if (reader === 'saxes') {
    const parser = createSafeXmlParser();
    new XliffWalker(parser as unknown as XmlEventSource, (unit) => units.push(unit));
    for (const chunk of byteChunks(text, chunkSize)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.close();
  } else {
    const scanner = new XmlScanner();
    new XliffWalker(scanner, (unit) => units.push(unit));
    for (const chunk of byteChunks(text, chunkSize)) scanner.write(decoder.decode(chunk, { stream: true }));
    scanner.close();
  }
  return units;
}

async function untouchedRewrite(text: string, chunkSize: number): Promise<string> {
  let out = '';
  for await (const piece of rewriteXliff(Readable.from(byteChunks(text, chunkSize)), Readable.from([]))) out += piece;
  return out;
}

/** Collects what a reader reports, for the reader's own behaviour. */
function events(xml: string | string[]) {
  const scanner = new XmlScanner();
  const seen: string[] = [];
  const tagText = (tag: XmlTag) =>
    `${tag.name}{${tag.uri}}${Object.values(tag.attributes)
      .map((a) => ` ${a.name}=${JSON.stringify(a.value)}`)
      .join('')}`;
  scanner.on('opentag', (tag) => seen.push(`<${tagText(tag)}${tag.isSelfClosing ? '/' : ''}>@${scanner.position}`));
  scanner.on('closetag', (tag) => seen.push(`</${tag.name}>@${scanner.position}`));
  scanner.on('text', (text) => seen.push(JSON.stringify(text)));
  scanner.on('cdata', (text) => seen.push(`cdata ${JSON.stringify(text)}`));
  scanner.on('xmldecl', (decl) => seen.push(`decl ${decl.version} ${decl.encoding}`));
  for (const chunk of typeof xml === 'string' ? [xml] : xml) scanner.write(chunk);
  scanner.close();
  // Adjacent text events are one text for every reader of them.
  return seen.reduce<string[]>((all, event) => {
    const previous = all.at(-1);
    if (event.startsWith('"') && previous?.startsWith('"'))
      all[all.length - 1] = JSON.stringify(JSON.parse(previous) + JSON.parse(event));
    else all.push(event);
    return all;
  }, []);
}

const failure = (xml: string | string[]) => {
  try {
    events(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(XmlFormatError);
    return (error as Error).message;
  }
  throw new Error('expected the document to be refused');
};

describe('XML scanner: the XLIFF walker reads the same records as with saxes', () => {
  for (const [name, text] of documents) {
    it(`${name}: same units, segments, codes and positions, in any chunking`, () => {
      const expected = walk(text, 'saxes', 1 << 16);
      expect(expected.length).toBeGreaterThan(0);
      for (const size of [1, 2, 3, 7, 64, 1 << 16]) expect(walk(text, 'scanner', size)).toEqual(expected);
    });

    it(`${name}: an untouched download is byte-identical, even in 1-byte chunks`, async () => {
      for (const size of [1, 5, 1 << 16]) expect(await untouchedRewrite(text, size)).toBe(text);
    });
  }
});

/**
 * An event source whose tags stop working the moment their handler returns: the scanner hands the same tag object
 * over again for later elements, so a handler that kept one would later read another element's name and
 * attributes. Here such a handler fails at once instead (a revoked proxy throws on any use).
 */
function tagsRevokedAfterEachEvent(scanner: XmlScanner): XmlEventSource {
  return {
    get position() {
      return scanner.position;
    },
    get line() {
      return scanner.line;
    },
    on(event, handler) {
      if (event !== 'opentag' && event !== 'closetag') return scanner.on(event, handler);
      const revokingAfter = (tag: XmlTag) => {
        const { proxy, revoke } = Proxy.revocable(tag, {});
        try {
          (handler as XmlEventHandlers['opentag'])(proxy);
        } finally {
          revoke();
        }
      };
      scanner.on(event, revokingAfter as XmlEventHandlers[typeof event]);
    },
  };
}

describe('XML scanner: handlers never keep a tag past its event', () => {
  it('a handler that keeps a tag fails as soon as it reads it later', () => {
    const scanner = new XmlScanner();
    const kept: XmlTag[] = [];
    tagsRevokedAfterEachEvent(scanner).on('opentag', (tag) => kept.push(tag));
    scanner.write('<a x="1"><b/></a>');
    scanner.close();
    expect(() => kept[0]!.name).toThrow(TypeError);
  });

  for (const [name, text] of documents) {
    it(`${name}: the XLIFF walker reads the same units when every tag is revoked after its event`, () => {
      const units: ParsedUnit[] = [];
      const scanner = new XmlScanner();
      new XliffWalker(tagsRevokedAfterEachEvent(scanner), (unit) => units.push(unit));
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      for (const chunk of byteChunks(text, 7)) scanner.write(decoder.decode(chunk, { stream: true }));
      scanner.close();
      expect(units).toEqual(walk(text, 'scanner', 1 << 16));
    });
  }
});

describe('XML scanner events', () => {
  it('reports tags with namespaces, decoded and normalised attributes and the position after each tag', () => {
    expect(
      events(
        '<?xml version="1.0" encoding="UTF-8"?><r xmlns="urn:a" xmlns:p="urn:p"><p:e a="x &gt; y" b=\'1\t2\r\n3&#10;\'/>t&amp;t</r>',
      ),
    ).toEqual([
      'decl 1.0 UTF-8',
      '<r{urn:a} xmlns="urn:a" xmlns:p="urn:p">@71',
      '<p:e{urn:p} a="x > y" b="1 2 3\\n"/>@106',
      '</p:e>@106',
      '"t&t"',
      '</r>@117',
    ]);
  });

  it('accepts names in any script and refuses names XML or namespaces forbid', () => {
    const anyScript = events('<r><données é-1="1" _b.c="2"/></r>');
    expect(anyScript).toEqual(['<r{}>@3', '<données{} é-1="1" _b.c="2"/>@30', '</données>@30', '</r>@34']);
    expect(failure('<a:b:c/>')).toMatch(/malformed name: a:b:c/);
    expect(failure('<r -a="1"/>')).toMatch(/malformed name: -a/);
    expect(failure('<r a:="1"/>')).toMatch(/malformed name: a:/);
  });

  it('tells apart names that begin alike, however they alternate (names are looked up by their first characters)', () => {
    expect(
      events('<r><ab/><abc ab="1"/><ab abc="2" abd="3"/><abd/><abc/><ab:c xmlns:ab="urn:ab" ab:d="4"/><ab/></r>'),
    ).toEqual([
      '<r{}>@3',
      '<ab{}/>@8',
      '</ab>@8',
      '<abc{} ab="1"/>@21',
      '</abc>@21',
      '<ab{} abc="2" abd="3"/>@42',
      '</ab>@42',
      '<abd{}/>@48',
      '</abd>@48',
      '<abc{}/>@54',
      '</abc>@54',
      '<ab:c{urn:ab} xmlns:ab="urn:ab" ab:d="4"/>@88',
      '</ab:c>@88',
      '<ab{}/>@93',
      '</ab>@93',
      '</r>@97',
    ]);
    expect(failure('<r><ab></a></r>')).toMatch(/column 8: unmatched closing tag: a\.$/);
    expect(failure('<r><a></ab></r>')).toMatch(/column 7: unmatched closing tag: ab\.$/);
    expect(events('<r><a></a ></r>')).toEqual(['<r{}>@3', '<a{}>@6', '</a>@11', '</r>@15']);
  });

  it('tells apart many names sharing their first characters, as OpenDocument writes them (text:p, text:span, text:s…)', () => {
    const paragraph = (n: number) =>
      `<text:p text:style-name="P${n}"><text:span text:style-name="T${n}">a<text:s text:c="${n}"/></text:span>` +
      `<text:soft-page-break/><text:note text:id="n${n}" text:note-class="footnote"><text:note-body/></text:note>` +
      `<table:table table:name="t${n}"><table:table-row/></table:table></text:p>`;
    const body = [1, 2, 3, 2, 1].map(paragraph).join('');
    const xml = `<office:r xmlns:office="urn:o" xmlns:text="urn:t" xmlns:table="urn:x">${body}</office:r>`;
    const uris: Record<string, string> = { office: 'urn:o', text: 'urn:t', table: 'urn:x' };
    // Each start tag as written, with its namespace: what the scanner must report for every one of them.
    const written = [...body.matchAll(/<([\w:-]+)((?: [\w:-]+="[^"]*")*)(\/?)>/g)].map(
      ([, name, attributes, slash]) => `<${name}{${uris[name!.split(':')[0]!]}}${attributes}${slash}>`,
    );
    const reported = events(xml)
      .filter((event) => event.startsWith('<') && !event.startsWith('</'))
      .slice(1)
      .map((event) => event.replace(/@\d+$/, ''));
    expect(reported).toEqual(written);
  });

  it('reports each element with its own attributes, also when a tag object is handed over again', () => {
    expect(events('<r><a x="1" y="2"/><b/><c z="3"><d/></c><e q="4" w="5" v="6"/></r>')).toEqual([
      '<r{}>@3',
      '<a{} x="1" y="2"/>@19',
      '</a>@19',
      '<b{}/>@23',
      '</b>@23',
      '<c{} z="3">@32',
      '<d{}/>@36',
      '</d>@36',
      '</c>@40',
      '<e{} q="4" w="5" v="6"/>@62',
      '</e>@62',
      '</r>@66',
    ]);
  });

  it('reads a start tag written again as the first time, in the namespaces in scope where it is written again', () => {
    const xml =
      '<r xmlns:p="urn:1"><p:a x="1" xml:space="preserve"/><p:a x="1" xml:space="preserve"><p:a x="1" xml:space="preserve"/></p:a>' +
      '<s xmlns:p="urn:2"><p:a x="1" xml:space="preserve"/></s><b q:y="2" xmlns:q="urn:q"/><b q:y="2" xmlns:q="urn:q"/></r>';
    expect(events(xml)).toEqual([
      '<r{} xmlns:p="urn:1">@19',
      '<p:a{urn:1} x="1" xml:space="preserve"/>@52',
      '</p:a>@52',
      '<p:a{urn:1} x="1" xml:space="preserve">@84',
      '<p:a{urn:1} x="1" xml:space="preserve"/>@117',
      '</p:a>@117',
      '</p:a>@123',
      '<s{} xmlns:p="urn:2">@142',
      '<p:a{urn:2} x="1" xml:space="preserve"/>@175',
      '</p:a>@175',
      '</s>@179',
      '<b{} q:y="2" xmlns:q="urn:q"/>@207',
      '</b>@207',
      '<b{} q:y="2" xmlns:q="urn:q"/>@235',
      '</b>@235',
      '</r>@239',
    ]);
    const repeated = '<b q:y="2"/>';
    expect(failure(`<r><s xmlns:q="urn:q">${repeated}${repeated}</s>${repeated}</r>`)).toMatch(
      /column 51: unbound namespace prefix: "q"/,
    );
    const tags = Array.from({ length: 100 }, (_, i) => `<u id="${i % 3}" n="${i}"/><u id="${i % 3}"/>`).join('');
    const seen: string[] = [];
    const scanner = new XmlScanner();
    scanner.on('opentag', (tag) =>
      seen.push(
        `${Object.values(tag.attributes)
          .map((a) => a.value)
          .join(',')} ${plainStartTag(tag)}`,
      ),
    );
    scanner.write(`<r>${tags}</r>`);
    scanner.close();
    expect(seen.slice(1)).toEqual(
      Array.from({ length: 100 }, (_, i) => [
        `${i % 3},${i} <u id="${i % 3}" n="${i}"/>`,
        `${i % 3} <u id="${i % 3}"/>`,
      ]).flat(),
    );
  });

  it('gives a start tag as written only when it is written plainly (as the XLIFF codes write tags back)', () => {
    const xml =
      '<r><a/><b x="1" y="a > b"/><c x="1"></c><d  x="1"/><e x=\'1\'/><f x="1" /><g x="&amp;"/><h\tx="1"/><i x = "1"/></r>';
    const scanner = new XmlScanner();
    const seen: string[] = [];
    scanner.on('opentag', (tag) => seen.push(`${tag.name}: ${plainStartTag(tag) ?? '-'}`));
    scanner.write(xml);
    scanner.close();
    expect(seen).toEqual([
      'r: <r>',
      'a: <a/>',
      'b: <b x="1" y="a > b"/>',
      'c: <c x="1">',
      'd: -',
      'e: -',
      'f: -',
      'g: -',
      'h: -',
      'i: -',
    ]);
  });

  it('keeps a ">" inside a quoted value, normalises CRLF in text and CDATA, ignores comments and PIs', () => {
    expect(events(['<r a="1 > 2">x\r\ny<!-- c -->', '<?p i?><![CDATA[<&\r\n]]></r>'])).toEqual([
      '<r{} a="1 > 2">@13',
      '"x\\ny"',
      'cdata "<&\\n"',
      '</r>@54',
    ]);
  });

  it('reads the same events whatever the chunking, a BOM counting as one position', () => {
    const xml = '\uFEFF<r><a b="&lt;">é&#xE9;</a><!-- - --><c/></r>';
    const whole = events(xml);
    expect(whole[0]).toBe('<r{}>@4');
    for (let size = 1; size < 6; size++) {
      const pieces: string[] = [];
      for (let i = 0; i < xml.length; i += size) pieces.push(xml.slice(i, i + size));
      expect(events(pieces)).toEqual(whole);
    }
  });

  it('reads a start tag far longer than the chunks it comes in as when written whole, errors inside it where they are', () => {
    const value = 'v > w '.repeat(50_000);
    const xml = `<r>\n<a b="${value}" c='2'>x</a><!--${value}--></r>`;
    const inPieces = (text: string) =>
      Array.from({ length: Math.ceil(text.length / 1000) }, (_, i) => text.slice(i * 1000, i * 1000 + 1000));
    expect(events(inPieces(xml))).toEqual(events(xml));
    const at = 7 + value.length / 2;
    const withLt = `${xml.slice(0, at)}<${xml.slice(at + 1)}`;
    const withControl = `${xml.slice(0, at)}\u0001${xml.slice(at + 1)}`;
    for (const bad of [withLt, withControl]) {
      expect(failure(inPieces(bad))).toBe(`Malformed XML at line 2, column ${at - 3}: disallowed character.`);
      expect(failure(inPieces(bad))).toBe(failure(bad));
    }
    expect(failure(inPieces(xml.slice(0, at)))).toBe(
      'Malformed XML at line 2, column 1: unexpected end of the document inside markup.',
    );
  });

  it('hands over a long text in pieces without splitting an entity or a CRLF', () => {
    const long = `${'word &amp; '.repeat(20_000)}\r\n`.repeat(3);
    const pieces: string[] = ['<r>'];
    for (let i = 0; i < long.length; i += 4099) pieces.push(long.slice(i, i + 4099));
    pieces.push('</r>');
    expect(events(pieces)).toEqual([
      '<r{}>@3',
      JSON.stringify(long.replace(/&amp;/g, '&').replace(/\r\n/g, '\n')),
      `</r>@${long.length + 7}`,
    ]);
  });
});

describe('XML scanner refuses what is not well-formed XML, saying where', () => {
  it.each([
    ['an unclosed tag', '<r><a></r>', /^Malformed XML at line 1, column 7: unmatched closing tag: r\.$/],
    ['a truncated file', '<r>\n<a>text', /^Malformed XML at line 2, column 8: unclosed tag: a$/],
    [
      'a truncated tag',
      '<r>\n<a b="1',
      /^Malformed XML at line 2, column 1: unexpected end of the document inside markup\.$/,
    ],
    ['a mismatched close', '<r>\n  <a></b>\n</r>', /^Malformed XML at line 2, column 6: unmatched closing tag: b\.$/],
    ['a close tag without an open one', '<r/></r>', /unexpected close tag/],
    ['junk after the root', '<r/>junk', /text data outside of root node/],
    ['a second root', '<r/><s/>', /only one root/],
    ['text before the root', 'hello <r/>', /text data outside of root node/],
    ['no root at all', '<!-- nothing -->', /must contain a root element/],
    ['"<" in an attribute value', '<r a="x<y"/>', /column 8: disallowed character/],
    ['an unquoted attribute', '<r a=1/>', /unquoted attribute value/],
    ['an attribute without value', '<r a/>', /attribute without value/],
    ['a duplicate attribute', '<r a="1" a="2"/>', /duplicate attribute: a\./],
    [
      'a duplicate among many attributes',
      `<r ${Array.from({ length: 40 }, (_, i) => `a${i}="${i}"`).join(' ')} a3="again"/>`,
      /duplicate attribute: a3\./,
    ],
    ['attributes without space between them', '<r a="1"b="2"/>', /no whitespace between attributes/],
    ['an undefined entity', '<r>&nbsp;</r>', /column 4: undefined entity: &nbsp;/],
    ['an undefined entity as short as &lt;', '<r>a &lx;</r>', /column 6: undefined entity: &lx;/],
    ['an entity without semicolon', '<r>fish & chips</r>', /not terminated with a semicolon/],
    ['a character reference to a forbidden character', '<r>&#1;</r>', /malformed character entity/],
    ['a forbidden control character', '<r>a\u0001b</r>', /^Malformed XML at line 1, column 5: disallowed character\.$/],
    ['"]]>" in text', '<r>a ]]> b</r>', /"]]>" is disallowed/],
    ['an unbound prefix', '<p:r/>', /unbound namespace prefix: "p"/],
    ['an unbound attribute prefix', '<r p:a="1"/>', /unbound namespace prefix: "p"/],
    ['a malformed name', '<1r/>', /malformed name: 1r/],
    ['"--" in a comment', '<r><!-- a -- b --></r>', /malformed comment/],
    ['an XML declaration not at the start', ' <?xml version="1.0"?><r/>', /XML declaration must appear at the start/],
    ['a malformed XML declaration', '<?xml encoding="UTF-8"?><r/>', /malformed XML declaration/],
    ['an unknown declaration', '<r><!ELEMENT r ANY></r>', /incorrect syntax/],
  ])('refuses %s', (_what, xml, message) => {
    expect(failure(xml)).toMatch(message);
  });

  it('refuses a DOCTYPE that declares anything (entity bombs, external entities), and skips one only naming an external DTD', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><r>&lol2;</r>';
    expect(failure(bomb)).toBe(DOCTYPE_REFUSED);
    expect(failure(['<!DOC', 'TYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'])).toBe(DOCTYPE_REFUSED);
    expect(failure('<!DOCTYPE r SYSTEM "r.dtd"><r>&x;</r>')).toMatch(/undefined entity: &x;/);
    expect(failure('<r/><!DOCTYPE r>')).toMatch(/DOCTYPE may only appear once, before the root element/);
    const named = [
      '<?xml version="1.0"?>\n<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">\n<r/>',
      '<!DOCTYPE r PUBLIC "-//A//DTD R//EN" \'r.dtd\'><r/>',
      '<!DOCTYPE r><r/>',
    ];
    for (const xml of named) {
      const whole = events(xml);
      expect(whole.filter((event) => event.startsWith('<r'))).toHaveLength(1);
      expect(events([...xml])).toEqual(whole);
    }
  });

  it(
    `refuses elements nested more than ${MAX_XML_DEPTH} deep at the first one too deep, however many follow`,
    { timeout: 5000 },
    () => {
      const nested = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);
      expect(events(nested(MAX_XML_DEPTH))).toHaveLength(2 * MAX_XML_DEPTH);
      expect(failure(nested(MAX_XML_DEPTH + 1))).toBe(
        `Malformed XML at line 1, column ${3 * MAX_XML_DEPTH + 3}: ${TOO_DEEP}`,
      );
      expect(failure(['<r>', '<a b="1">'.repeat(100_000)])).toMatch(/nested more than 64 levels deep/);
    },
  );

  it('counts lines across chunks for the message', () => {
    expect(failure(['<r>\n\n', '<a>\n</b></r>'])).toMatch(
      /^Malformed XML at line 4, column 1: unmatched closing tag: b\.$/,
    );
  });
});
