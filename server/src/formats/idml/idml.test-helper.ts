import { zip, type ZipEntry } from '../xlsx/zip.test-helper.ts';
import { SaxesParser } from 'saxes';

/**
 * InDesign packages for the tests, written from Adobe's IDML specification (IDML File Format Specification, version
 * 8.0) as XML strings and zipped as it asks: `mimetype` first and stored, then `designmap.xml` (the document: its
 * resources, spreads and stories by `src`), `META-INF/container.xml`, the spreads whose text frames show the stories,
 * and the stories. Elements are indented with tabs and line breaks between them, as InDesign writes them: white
 * space between elements is no text, white space in `Content` is.
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PACKAGING = 'xmlns:idPkg="http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging"';
export const IDML_MEDIA_TYPE = 'application/vnd.adobe.indesign-idml-package';

/** The paragraph and character styles of InDesign's own, as a story names them. */
export const NO_CHARACTER_STYLE = 'CharacterStyle/$ID/[No character style]';
export const BODY = 'ParagraphStyle/Body';

/**
 * A character range holding `inner` (`Content`, `Br`, anchored elements), with its attributes (no character style
 * unless they name one).
 */
export const csr = (inner: string, attributes = '') =>
  `\n\t\t\t<CharacterStyleRange${attributes.includes('AppliedCharacterStyle=') ? '' : ` AppliedCharacterStyle="${NO_CHARACTER_STYLE}"`}` +
  `${attributes ? ` ${attributes}` : ''}>${inner}\n\t\t\t</CharacterStyleRange>`;

/** A paragraph range of `style`, with more `attributes` where given, holding character ranges. */
export const psrWith = (attributes: string, style: string, ...ranges: string[]) =>
  `\n\t\t<ParagraphStyleRange AppliedParagraphStyle="${style}"${attributes ? ` ${attributes}` : ''}>${ranges.join('')}\n\t\t</ParagraphStyleRange>`;

/** A paragraph range of `style` holding character ranges. */
export const psr = (style: string, ...ranges: string[]) => psrWith('', style, ...ranges);

/** Text as a `Content` element (escaped by the caller where it holds markup characters). */
export const content = (xml: string) => `\n\t\t\t\t<Content>${xml}</Content>`;
export const BR = '\n\t\t\t\t<Br/>';

/** A story part's XML with its paragraph ranges. */
export const storyXml = (id: string, ranges: string) =>
  `${XML_DECLARATION}<idPkg:Story ${PACKAGING} DOMVersion="8.0">\n\t<Story Self="${id}" AppliedTOCStyle="n" ` +
  'TrackChanges="false" StoryTitle="$ID/" AppliedNamedGrid="n">\n\t\t<StoryPreference OpticalMarginAlignment="false" ' +
  `OpticalMarginSize="12" FrameType="TextFrameType" StoryOrientation="Horizontal" StoryDirection="LeftToRightDirection"/>` +
  `${ranges}\n\t</Story>\n</idPkg:Story>\n`;

export interface IdmlStory {
  id: string;
  ranges: string;
}

/**
 * What a document tagged with XML structure adds: its tags (`XML/Tags.xml`, listed in designmap.xml), the
 * structure's root in the backing story with an element placing each story (`XMLContent`), and the styles its
 * stories name.
 */
export interface IdmlStructure {
  tags: string[];
  /** The root's elements: a tag and the story it places. */
  placed: { self: string; tag: string; story: string }[];
  characterStyles: string[];
  paragraphStyles: string[];
}

/**
 * The package of a one-spread document whose stories are `stories`, listed in designmap.xml in that order and
 * stored in the ZIP in `entryOrder` (by default the same), each in a text frame of the spread.
 */
export function idml(stories: IdmlStory[], entryOrder = stories.map((s) => s.id), structure?: IdmlStructure): Buffer {
  const designmap =
    `${XML_DECLARATION}<?aid style="50" type="document" readerVersion="6.0" featureSet="257" product="8.0(370)" ?>\n` +
    `<Document ${PACKAGING} DOMVersion="8.0" Self="d" StoryList="${stories.map((s) => s.id).join(' ')}" ` +
    'ZeroPoint="0 0" ActiveLayer="ub3" CMYKProfile="Coated FOGRA39 (ISO 12647-2:2004)" RGBProfile="sRGB IEC61966-2.1">\n' +
    '\t<idPkg:Graphic src="Resources/Graphic.xml"/>\n\t<idPkg:Fonts src="Resources/Fonts.xml"/>\n' +
    '\t<idPkg:Styles src="Resources/Styles.xml"/>\n\t<idPkg:Preferences src="Resources/Preferences.xml"/>\n' +
    (structure ? '\t<idPkg:Tags src="XML/Tags.xml"/>\n' : '') +
    '\t<idPkg:Spread src="Spreads/Spread_ubd.xml"/>\n\t<idPkg:BackingStory src="XML/BackingStory.xml"/>\n' +
    stories.map((s) => `\t<idPkg:Story src="Stories/Story_${s.id}.xml"/>\n`).join('') +
    '</Document>\n';
  const container =
    `${XML_DECLARATION}<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n\t<rootfiles>\n` +
    '\t\t<rootfile full-path="designmap.xml" media-type="text/xml"/>\n\t</rootfiles>\n</container>\n';
  const frames = stories
    .map(
      (s, i) =>
        `\t\t<TextFrame Self="tf${s.id}" ParentStory="${s.id}" PreviousTextFrame="n" NextTextFrame="n" ` +
        `ContentType="TextType" ItemTransform="1 0 0 1 0 ${i * 200}">\n\t\t\t<Properties>\n\t\t\t\t<PathGeometry>\n` +
        '\t\t\t\t\t<GeometryPathType PathOpen="false">\n\t\t\t\t\t\t<PathPointArray>\n' +
        '\t\t\t\t\t\t\t<PathPointType Anchor="0 0" LeftDirection="0 0" RightDirection="0 0"/>\n' +
        '\t\t\t\t\t\t\t<PathPointType Anchor="0 180" LeftDirection="0 180" RightDirection="0 180"/>\n' +
        '\t\t\t\t\t\t\t<PathPointType Anchor="400 180" LeftDirection="400 180" RightDirection="400 180"/>\n' +
        '\t\t\t\t\t\t\t<PathPointType Anchor="400 0" LeftDirection="400 0" RightDirection="400 0"/>\n' +
        '\t\t\t\t\t\t</PathPointArray>\n\t\t\t\t\t</GeometryPathType>\n\t\t\t\t</PathGeometry>\n\t\t\t</Properties>\n' +
        '\t\t</TextFrame>\n',
    )
    .join('');
  const spread =
    `${XML_DECLARATION}<idPkg:Spread ${PACKAGING} DOMVersion="8.0">\n\t<Spread Self="ubd" PageCount="1" ` +
    'BindingLocation="0" ItemTransform="1 0 0 1 0 0">\n\t\t<Page Self="ubf" Name="1" AppliedMaster="ub7" ' +
    `GeometricBounds="0 0 842 595" ItemTransform="1 0 0 1 0 0"/>\n${frames}\t</Spread>\n</idPkg:Spread>\n`;
  const resource = (root: string, inner = '') =>
    `${XML_DECLARATION}<idPkg:${root} ${PACKAGING} DOMVersion="8.0">${inner}</idPkg:${root}>\n`;
  const styles = resource(
    'Styles',
    '\n\t<RootCharacterStyleGroup Self="u79">\n\t\t<CharacterStyle Self="CharacterStyle/$ID/[No character style]" Name="$ID/[No character style]"/>\n' +
      '\t\t<CharacterStyle Self="CharacterStyle/Emphasis" Name="Emphasis" FontStyle="Italic"/>\n\t</RootCharacterStyleGroup>\n' +
      '\t<RootParagraphStyleGroup Self="u78">\n\t\t<ParagraphStyle Self="ParagraphStyle/Body" Name="Body" PointSize="11"/>\n' +
      '\t\t<ParagraphStyle Self="ParagraphStyle/Heading 1" Name="Heading 1" PointSize="24"/>\n' +
      (structure?.paragraphStyles ?? [])
        .map((name) => `\t\t<ParagraphStyle Self="ParagraphStyle/${name}" Name="${name}"/>\n`)
        .join('') +
      '\t</RootParagraphStyleGroup>\n',
  ).replace(
    '\t</RootCharacterStyleGroup>',
    (structure?.characterStyles ?? [])
      .map((name) => `\t\t<CharacterStyle Self="CharacterStyle/${name}" Name="${name}"/>\n`)
      .join('') + '\t</RootCharacterStyleGroup>',
  );
  const storyEntries = new Map(
    stories.map((s) => [s.id, { name: `Stories/Story_${s.id}.xml`, data: Buffer.from(storyXml(s.id, s.ranges)) }]),
  );
  const entries: ZipEntry[] = [
    { name: 'mimetype', data: Buffer.from(IDML_MEDIA_TYPE), stored: true },
    { name: 'designmap.xml', data: Buffer.from(designmap) },
    { name: 'META-INF/container.xml', data: Buffer.from(container) },
    { name: 'Resources/Graphic.xml', data: Buffer.from(resource('Graphic')) },
    { name: 'Resources/Fonts.xml', data: Buffer.from(resource('Fonts')) },
    { name: 'Resources/Styles.xml', data: Buffer.from(styles) },
    { name: 'Resources/Preferences.xml', data: Buffer.from(resource('Preferences')) },
    { name: 'Spreads/Spread_ubd.xml', data: Buffer.from(spread) },
    ...entryOrder.map((id) => storyEntries.get(id)!),
    { name: 'XML/BackingStory.xml', data: Buffer.from(resource('BackingStory', backingStory(structure))) },
    ...(structure ? [{ name: 'XML/Tags.xml', data: Buffer.from(resource('Tags', tagsXml(structure.tags))) }] : []),
  ];
  return zip(entries);
}

/** The backing story: the XML structure's root, placing each tagged story, where the document has one. */
function backingStory(structure: IdmlStructure | undefined): string {
  if (!structure) return '<XmlStory Self="ub5"/>';
  const placed = structure.placed
    .map((e) => `\n\t\t\t<XMLElement Self="${e.self}" MarkupTag="XMLTag/${e.tag}" XMLContent="${e.story}"/>`)
    .join('');
  return (
    '\n\t<XmlStory Self="ub5" AppliedTOCStyle="n" TrackChanges="false" StoryTitle="$ID/" AppliedNamedGrid="n">' +
    `\n\t\t<XMLElement Self="di2" MarkupTag="XMLTag/Root">${placed}\n\t\t</XMLElement>\n\t</XmlStory>\n`
  );
}

/** `XML/Tags.xml`: each tag of the structure, with the colour InDesign shows it in. */
const tagsXml = (tags: string[]) =>
  tags
    .map(
      (name) =>
        `\n\t<XMLTag Self="XMLTag/${name}" Name="${name}">\n\t\t<Properties>\n\t\t\t<TagColor type="enumeration">Blue</TagColor>` +
        '\n\t\t</Properties>\n\t</XMLTag>',
    )
    .join('') + '\n';

/**
 * The text of each XML structure element of a story (`Self` → its text, breaks as `\n`), as saxes reads the part
 * (not the reader the format uses): where a translation stands in the document's structure.
 */
export function taggedTexts(story: string): Record<string, string> {
  const texts: Record<string, string> = {};
  const open: string[] = [];
  let inContent = false;
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  const add = (text: string) => {
    for (const self of open) texts[self] += text;
  };
  parser.on('opentag', (tag) => {
    if (tag.name === 'XMLElement') {
      const self = String(tag.attributes.Self);
      if (self in texts) throw new Error(`Two XML elements are ${self}`);
      texts[self] = '';
      open.push(self);
    } else if (tag.name === 'Content') inContent = true;
    else if (tag.name === 'Br') add('\n');
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'XMLElement') open.pop();
    else if (tag.name === 'Content') inContent = false;
  });
  parser.on('text', (text) => {
    if (inContent) add(text);
  });
  parser.write(story).close();
  return texts;
}
