import { inlineToken } from '@tessera/shared/contract';
import { openPackage } from '../formats/office/zip-package.ts';
import { FormatError, isFormatError } from '../formats/terms.ts';
import { childElements, readXmlTree, textContent, type XmlElement, type XmlNode } from '../formats/xml-tree.ts';
import { bilingualToolOf, bilingualUnits, type BilingualUnit } from './bilingual-units.ts';

/**
 * The units of a package's return, as the desktop tool wrote them: for an OmegaT package, the XLIFF 1.2 files of
 * its `target/` folder (OmegaT's "create translated documents"), each `<trans-unit>` named by the segment's id
 * the package gave it, its `<source>` as sent and its `<target>` translated, the segment's codes the empty
 * elements the package wrote (`<bx id="1"/>`, `<ex id="1"/>`, `<x id="2"/>`, the id the code's).
 */
export interface ReturnedUnit {
  /** The file's name in the return (its path in a ZIP). */
  file: string;
  /** The unit's id as the file says it. */
  unit: string;
  /** The source and target with code tokens; null when the unit has none. */
  source: string | null;
  target: string | null;
  /** What keeps the source or target from being read as the package wrote them (an element it never writes). */
  problem: { in: 'source' | 'target'; message: string } | null;
  /**
   * The segment a unit of a Trados or memoQ file was matched to by its source (`bilingual-match.ts`), null when
   * none; absent for a unit named by its segment's id.
   */
  segment?: number | null;
  /** What the tool that says so calls the unit: confirmed or not, and its state's name (`Draft`). */
  state?: { confirmed: boolean; name: string };
}

/**
 * A return's units, and the sources OmegaT holds a translation of (its `omegat/project_save.tmx`, in OmegaT's text:
 * codes as tag shortcuts) when the return is the whole project; null when it is not. The package's targets hold the
 * source, so a target file alone cannot tell a segment left untranslated from one translated the same as its source.
 */
export interface ReturnedFiles {
  units: ReturnedUnit[];
  translatedSources: Set<string> | null;
  /** The units of SDLXLIFF and MQXLIFF files, to be matched to the package's segments by their source. */
  bilingual?: BilingualUnit[];
}

const XLIFF_EXTENSIONS = /\.(xlf|xliff|sdlxliff|mqxliff)$/i;
const PROJECT_SAVE = /(^|\/)omegat\/project_save\.tmx$/;
/** A ZIP's local file header. */
const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/**
 * The returned units of an uploaded file: a ZIP of the OmegaT project (its `target/` files are read, not its
 * `source/` ones) or of XLIFF files, or one XLIFF file. A FormatError says what cannot be read, with the file and
 * the line.
 */
export async function returnedUnits(bytes: Buffer, filename: string): Promise<ReturnedFiles> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const zip = await openPackage(bytes, { name: 'return package (.zip)' });
    const xliffs = zip.entries.map((entry) => entry.name).filter((name) => XLIFF_EXTENSIONS.test(name));
    const inTarget = xliffs.filter((name) => /(^|\/)target\//.test(name));
    const chosen = inTarget.length > 0 ? inTarget : xliffs.filter((name) => !/(^|\/)source\//.test(name));
    if (chosen.length === 0)
      throw new FormatError(
        'The ZIP holds no translated XLIFF file: upload the OmegaT project with its target/ folder (Project > ' +
          'Create Translated Documents first), or its target files.',
      );
    const units: ReturnedUnit[] = [];
    const bilingual: BilingualUnit[] = [];
    for (const name of chosen) readXliff((await zip.read(name)).toString('utf8'), name, units, bilingual);
    const projectSave = zip.entries.find((entry) => PROJECT_SAVE.test(entry.name))?.name;
    const translatedSources = projectSave
      ? sourcesTranslatedIn((await zip.read(projectSave)).toString('utf8'), projectSave)
      : null;
    return { units, translatedSources, bilingual };
  }
  if (!XLIFF_EXTENSIONS.test(filename))
    throw new FormatError(
      `"${filename}" is neither a ZIP nor an XLIFF file: upload the OmegaT project zipped, or its target files ` +
        '(or the SDLXLIFF or MQXLIFF files of Trados or memoQ).',
    );
  const units: ReturnedUnit[] = [];
  const bilingual: BilingualUnit[] = [];
  readXliff(bytes.toString('utf8'), filename, units, bilingual);
  return { units, translatedSources: null, bilingual };
}

/** The sources of a project_save.tmx that have a translation (a target `<seg>` that is not empty). */
function sourcesTranslatedIn(text: string, file: string): Set<string> {
  const root = parsed(text, file);
  const sources = new Set<string>();
  const pending = [root];
  for (let element = pending.shift(); element; element = pending.shift()) {
    for (const child of childElements(element)) {
      if (child.local !== 'tu') {
        pending.push(child);
        continue;
      }
      const segs = childElements(child)
        .filter((tuv) => tuv.local === 'tuv')
        .map((tuv) => childElements(tuv).find((seg) => seg.local === 'seg'))
        .map((seg) => (seg ? textContent(seg) : ''));
      // OmegaT writes the source's variant first, the translation second.
      if (segs.length >= 2 && segs[1] !== '') sources.add(segs[0]!);
    }
  }
  return sources;
}

/** The root of an XML file of the return, or a FormatError naming the file and where it breaks. */
function parsed(text: string, file: string): XmlElement {
  try {
    return readXmlTree(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (isFormatError(error)) throw new FormatError(`${file}: ${error.message}`);
    throw error;
  }
}

/** The units of an XLIFF file: a Trados or memoQ file's into `bilingual`, any other's into `units`. */
function readXliff(text: string, file: string, units: ReturnedUnit[], bilingual: BilingualUnit[]): void {
  const root = parsed(text, file);
  if (root.local !== 'xliff')
    throw new FormatError(`${file} is no XLIFF file: its root element is <${root.name}>, not <xliff>.`);
  const tool = bilingualToolOf(root, file);
  if (tool) bilingual.push(...bilingualUnits(root, file, tool));
  else if (root.attributes.get('version')?.startsWith('2.')) units.push(...segmentsOfXliff20(root, file));
  else units.push(...unitsOfXliff(root, file));
}

/** The trans-units of an XLIFF 1.2 file, in file order, wherever they are (`<body>`, `<group>`). */
function unitsOfXliff(root: XmlElement, file: string): ReturnedUnit[] {
  const units: ReturnedUnit[] = [];
  const pending = [root];
  for (let element = pending.shift(); element; element = pending.shift()) {
    for (const child of childElements(element)) {
      if (child.local !== 'trans-unit') {
        pending.push(child);
        continue;
      }
      const source = childElements(child).find((e) => e.local === 'source');
      const target = childElements(child).find((e) => e.local === 'target');
      const read = (part: XmlElement | undefined, name: 'source' | 'target') => {
        if (!part) return { text: null, problem: null };
        const content = withTokens(part.children);
        return 'problem' in content
          ? { text: null, problem: { in: name, message: content.problem } }
          : { text: content.text, problem: null };
      };
      const readSource = read(source, 'source');
      const readTarget = read(target, 'target');
      units.push({
        file,
        unit: child.attributes.get('id') ?? '',
        source: readSource.text,
        target: readTarget.text,
        problem: readSource.problem ?? readTarget.problem,
      });
    }
  }
  return units;
}

const CODE_ELEMENTS = new Set(['bx', 'ex', 'x']);

/** Content with each code element as its token; a problem for any other element. */
function withTokens(nodes: readonly XmlNode[]): { text: string } | { problem: string } {
  let text = '';
  for (const node of nodes) {
    if (node.kind !== 'element') {
      text += node.text;
      continue;
    }
    const id = Number(node.attributes.get('id'));
    if (!CODE_ELEMENTS.has(node.local) || !Number.isInteger(id) || id < 1)
      return { problem: `it holds <${node.name}>, which is none of the tags the package sent` };
    text += inlineToken(id);
  }
  return { text };
}

/**
 * The segments of an XLIFF 2.0 file (an XLIFF kit's return), in file order, wherever their units are: each
 * `<segment>` is a returned unit named by its id, which the kit made the segment's id in Tessera. The codes are the
 * kit's `<ph>`, `<pc>`, `<sc>` and `<ec>`, each read as its code by the `<data>` it refers to (`d<k>_<code>`), or its
 * own id (`c<k>_<code>`) where it has no reference.
 */
function segmentsOfXliff20(root: XmlElement, file: string): ReturnedUnit[] {
  const units: ReturnedUnit[] = [];
  const pending = [root];
  for (let element = pending.shift(); element; element = pending.shift()) {
    for (const child of childElements(element)) {
      if (child.local !== 'segment') {
        pending.push(child);
        continue;
      }
      const read = (name: 'source' | 'target') => {
        const part = childElements(child).find((e) => e.local === name);
        if (!part) return { text: null, problem: null };
        const content = withXliff20Tokens(part.children);
        return 'problem' in content
          ? { text: null, problem: { in: name, message: content.problem } }
          : { text: content.text, problem: null };
      };
      const source = read('source');
      const target = read('target');
      units.push({
        file,
        unit: child.attributes.get('id') ?? '',
        source: source.text,
        target: target.text,
        problem: source.problem ?? target.problem,
      });
    }
  }
  return units;
}

/** The code a 2.0 code element (or one half of a `<pc>`) stands for, by its data reference or else its id. */
function xliff20Code(element: XmlElement, reference: string): number | null {
  const byData = /^d\d+_(\d+)$/.exec(element.attributes.get(reference) ?? '');
  const byId = /^c\d+_(\d+)$/.exec(element.attributes.get('id') ?? '');
  const id = Number((byData ?? (reference === 'dataRefEnd' ? null : byId))?.[1]);
  return Number.isInteger(id) && id >= 1 ? id : null;
}

/** 2.0 content with each code as its token; a problem for an element the kit never writes. */
function withXliff20Tokens(nodes: readonly XmlNode[]): { text: string } | { problem: string } {
  let text = '';
  for (const node of nodes) {
    if (node.kind !== 'element') {
      text += node.text;
      continue;
    }
    const unknown = { problem: `it holds <${node.name}>, which is none of the tags the package sent` };
    if (node.local === 'pc') {
      const start = xliff20Code(node, 'dataRefStart');
      const end = xliff20Code(node, 'dataRefEnd');
      const inner = withXliff20Tokens(node.children);
      if (start === null || end === null) return unknown;
      if ('problem' in inner) return inner;
      text += inlineToken(start) + inner.text + inlineToken(end);
      continue;
    }
    const code = ['ph', 'sc', 'ec'].includes(node.local) ? xliff20Code(node, 'dataRef') : null;
    if (code === null) return unknown;
    text += inlineToken(code);
  }
  return { text };
}
