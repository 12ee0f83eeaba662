import type { SaxesTagNS } from 'saxes';
import type { Readable } from 'node:stream';
import { sameOrVariantLanguage } from '@tessera/shared/contract/plain';
import { createSafeXmlParser, feedXml } from '../xml.ts';
import { decodeXmlText } from './encoding.ts';
import {
  FormatError,
  termStatusOf,
  type LanguageChoice,
  type TermFileInspection,
  type ReadTermPair,
  type TermReadTally,
} from '../terms.ts';

/*
 * TBX reading for the four shapes in use: TBX v2 / TBX-Basic (`<martif>` > termEntry > langSet > tig|ntig >
 * term), TBX v3 core in DCA style (`<tbx>` > conceptEntry > langSec > termSec > term), v3 DCT style (same
 * structure, data categories as namespaced elements such as `<basic:definition>`) and LTAC's TBX-Min
 * (`<TBX dialect="TBX-Min">` > header > languages source= target=, then body > entry (conceptEntry in its
 * first version) > langGroup > termGroup > term). Elements are matched by local name, so namespaces and
 * prefixes do not matter. DTDs are refused (see createSafeXmlParser); the text is decoded as the file declares
 * (see decodeXmlText).
 */
const ROOTS = new Set(['martif', 'tbx', 'TBX']);
const ENTRY = new Set(['termEntry', 'conceptEntry']);
/** TBX-Min's entry: a name too plain to count as one in the other shapes. */
const MIN_ENTRY = 'entry';
const LANGUAGE_SECTION = new Set(['langSet', 'langSec', 'langGroup']);
const TERM_SECTION = new Set(['tig', 'ntig', 'termSec', 'termGroup']);
/** How many entries a quick look reads to learn the languages. */
const INSPECT_ENTRIES = 200;

interface Term {
  text: string;
  notes: string[];
  /** Its administrativeStatus and partOfSpeech, as written. */
  status?: string;
  partOfSpeech?: string;
}
interface LanguageSection {
  language: string;
  notes: string[];
  terms: Term[];
}
interface Entry {
  notes: string[];
  /** Definitions anywhere in the entry (entry, language section or term level). */
  definitions: string[];
  sections: LanguageSection[];
  line: number;
}
/** The pair a TBX-Min header declares (`<languages source="de" target="en"/>`). */
interface DeclaredPair {
  source?: string;
  target?: string;
}
interface WalkHandlers {
  onRoot(language: string | undefined): void;
  onDeclaredPair?(pair: DeclaredPair): void;
  onEntry(entry: Entry): void;
  onChunk?(): Promise<void> | void;
}

/** Walks a TBX document in constant memory, handing over each concept entry once it is complete. */
async function walkTbx(input: Readable | AsyncIterable<Buffer>, handlers: WalkHandlers): Promise<void> {
  const parser = createSafeXmlParser();
  let depth = 0;
  let entry: Entry | undefined;
  let section: LanguageSection | undefined;
  /** The open <tig>, <ntig> or <termSec>, or a bare <term> directly inside a language section. */
  let term: Term | undefined;
  let termIsBare = false;
  /** Text being collected for the innermost open <term> or note; inline markup inside passes its text through. */
  let capture: { kind: 'term' | CaptureKind; text: string; depth: number; preserve: boolean } | undefined;
  let minimal = false;

  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    const name = tag.local;
    if (depth === 1) {
      if (!ROOTS.has(name)) {
        throw new FormatError(
          `This is not a TBX file: its root element is <${tag.name}>, not <martif>, <tbx> or TBX-Min's <TBX>.`,
        );
      }
      minimal = name === 'TBX';
      handlers.onRoot(languageOf(tag));
    } else if (capture) {
      // Inline markup inside a term or note (<hi>, <foreign>...): only its text matters.
    } else if (minimal && !entry && name === 'languages') {
      handlers.onDeclaredPair?.({
        source: tag.attributes['source']?.value.trim() || undefined,
        target: tag.attributes['target']?.value.trim() || undefined,
      });
    } else if (ENTRY.has(name) || (minimal && name === MIN_ENTRY)) {
      entry = { notes: [], definitions: [], sections: [], line: parser.line };
    } else if (entry && LANGUAGE_SECTION.has(name)) {
      const language = languageOf(tag);
      if (!language)
        throw new FormatError(`Malformed TBX at line ${parser.line}: <${tag.name}> has no xml:lang attribute.`);
      section = { language, notes: [], terms: [] };
      entry.sections.push(section);
    } else if (section && TERM_SECTION.has(name)) {
      term = { text: '', notes: [] };
      termIsBare = false;
    } else if (section && name === 'term') {
      if (!term) {
        term = { text: '', notes: [] };
        termIsBare = true;
      }
      capture = { kind: 'term', text: '', depth, preserve: false };
    } else if (entry && captureKind(tag)) {
      const preserve = tag.attributes['xml:space']?.value === 'preserve';
      capture = { kind: captureKind(tag)!, text: '', depth, preserve };
    }
  });
  const collect = (text: string) => {
    if (capture) capture.text += text;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', (tag: SaxesTagNS) => {
    const name = tag.local;
    if (capture) {
      if (capture.depth === depth) {
        // Terms are trimmed as the API trims them; a note keeps its outer whitespace only when it says
        // xml:space="preserve" (as our export writes it), since pretty-printed files indent their notes.
        const text = capture.preserve ? capture.text : capture.text.trim();
        if (capture.kind === 'term') {
          term!.text = text;
          if (termIsBare) closeTerm();
        } else if (text === '') {
          // Nothing said.
        } else if (capture.kind === 'definition') {
          entry!.definitions.push(text);
        } else if (capture.kind === 'status' || capture.kind === 'partOfSpeech') {
          if (term) term[capture.kind] = text;
        } else {
          (term ?? section ?? entry)!.notes.push(text);
        }
        capture = undefined;
      }
    } else if (term && !termIsBare && TERM_SECTION.has(name)) {
      closeTerm();
    } else if (section && LANGUAGE_SECTION.has(name)) {
      section = undefined;
    } else if (entry && (ENTRY.has(name) || (minimal && name === MIN_ENTRY))) {
      handlers.onEntry(entry);
      entry = undefined;
    }
    depth--;
  });
  function closeTerm() {
    // An empty term is kept: an entry whose only target term is empty is counted as skipped, not lost unseen.
    if (term) section?.terms.push(term);
    term = undefined;
    termIsBare = false;
  }
  await feedXml(parser, decodeXmlText(input), handlers.onChunk);
}

function languageOf(tag: SaxesTagNS): string | undefined {
  const value = tag.attributes['xml:lang']?.value ?? tag.attributes['lang']?.value;
  return value?.trim() || undefined;
}

type CaptureKind = 'note' | 'definition' | 'status' | 'partOfSpeech';

/**
 * What an element inside an entry holds for the record: a note (the comment), a definition (<descrip
 * type="definition">, DCT <definition>), a term's administrativeStatus or partOfSpeech (<termNote type="...">, or
 * DCT elements of those names; TBX-Min's <termStatus>).
 */
function captureKind(tag: SaxesTagNS): CaptureKind | undefined {
  const type = tag.attributes['type']?.value;
  if (tag.local === 'note') return 'note';
  if (tag.local === 'definition' || (tag.local === 'descrip' && type === 'definition')) return 'definition';
  if (
    tag.local === 'administrativeStatus' ||
    tag.local === 'termStatus' ||
    (tag.local === 'termNote' && type === 'administrativeStatus')
  )
    return 'status';
  if (tag.local === 'partOfSpeech' || (tag.local === 'termNote' && type === 'partOfSpeech')) return 'partOfSpeech';
  return undefined;
}

class StopReading extends Error {}

/**
 * A quick look at the start of a TBX file: the languages of its first entries and the pair it suggests (the
 * pair a TBX-Min header declares; else the root `xml:lang` as source, the other language as target when there
 * is exactly one other).
 */
export async function inspectTbx(input: Readable): Promise<TermFileInspection> {
  const languages: string[] = [];
  let rootLanguage: string | undefined;
  let declared: DeclaredPair = {};
  let entries = 0;
  try {
    await walkTbx(input, {
      onRoot: (language) => (rootLanguage = language),
      onDeclaredPair: (pair) => (declared = pair),
      onEntry: (entry) => {
        for (const s of entry.sections) {
          if (!languages.some((l) => l.toLowerCase() === s.language.toLowerCase())) languages.push(s.language);
        }
        if (++entries >= INSPECT_ENTRIES) throw new StopReading();
      },
    });
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
    input.destroy();
  }
  if (languages.length === 0) {
    const named = declared.source || declared.target ? [declared.source, declared.target] : [rootLanguage];
    languages.push(...named.filter((language) => language !== undefined));
  }
  const suggested =
    declared.source && declared.target
      ? { source: declared.source, target: declared.target }
      : suggestPair(languages, declared.source ?? rootLanguage);
  return { languages, suggested };
}

function suggestPair(languages: string[], rootLanguage: string | undefined): LanguageChoice {
  const fromRoot = rootLanguage ? languages.find((l) => sameOrVariantLanguage(l, rootLanguage)) : undefined;
  const source = fromRoot ?? (languages.length === 2 ? languages[0] : undefined);
  const others = languages.filter((l) => !source || !sameOrVariantLanguage(l, source));
  return { source, target: source && others.length === 1 ? others[0] : undefined };
}

/**
 * Streams the records of a TBX file for one language pair: each entry gives one record per pair of a source
 * term and a target term (usually one), with the entry's, the language sections' and the terms' notes and
 * definitions as the comment. Entries lacking either language are skipped. Reading pauses while the consumer
 * is busy (e.g. inserting a batch), so memory stays flat whatever the file size.
 */
export async function* readTbx(
  input: Readable,
  languages: { source: string; target: string },
  tally?: TermReadTally,
): AsyncGenerator<ReadTermPair> {
  let ready: ReadTermPair[] = [];
  let resumeProducer: (() => void) | undefined;
  let wakeConsumer: (() => void) | undefined;
  let finished = false;
  let failure: unknown;
  let cancelled = false;
  const waitForConsumer = async () => {
    if (cancelled) throw new StopReading();
    if (ready.length === 0) return;
    await new Promise<void>((resolve) => {
      resumeProducer = resolve;
      wakeConsumer?.();
    });
    if (cancelled) throw new StopReading();
  };
  walkTbx(input, {
    onRoot: () => {},
    onEntry: (entry) => ready.push(...entryPairs(entry, languages, tally)),
    onChunk: waitForConsumer,
  })
    .catch((error: unknown) => {
      if (!(error instanceof StopReading)) failure = error;
    })
    .finally(() => {
      finished = true;
      wakeConsumer?.();
    });
  try {
    for (;;) {
      const batch = ready;
      ready = [];
      yield* batch;
      if (finished && ready.length === 0) {
        if (failure) throw failure;
        return;
      }
      const resume = resumeProducer;
      resumeProducer = undefined;
      resume?.();
      await new Promise<void>((resolve) => {
        wakeConsumer = resolve;
        if (finished || ready.length > 0) resolve();
      });
      wakeConsumer = undefined;
    }
  } finally {
    cancelled = true;
    resumeProducer?.();
    input.destroy();
  }
}

/**
 * The records of an entry. One without a section in either language counts as skipped for a missing language,
 * one with both but no source or no target term that has text as skipped for an empty term (`tally`).
 */
function entryPairs(
  entry: Entry,
  languages: { source: string; target: string },
  tally?: TermReadTally,
): ReadTermPair[] {
  const sources = sectionsOf(entry, languages.source);
  const targets = sectionsOf(entry, languages.target).filter((s) => !sources.includes(s));
  const pairs: ReadTermPair[] = [];
  if (sources.length === 0 || targets.length === 0) {
    if (tally) tally.skippedMissingLanguage++;
    return pairs;
  }
  for (const sourceSection of sources) {
    for (const source of sourceSection.terms) {
      if (source.text === '') continue;
      for (const targetSection of targets) {
        for (const target of targetSection.terms) {
          if (target.text === '') continue;
          const notes = [
            ...entry.notes,
            ...sourceSection.notes,
            ...source.notes,
            ...targetSection.notes,
            ...target.notes,
          ];
          const pair: ReadTermPair = { source: source.text, target: target.text, at: `line ${entry.line}` };
          // An entry without notes says nothing of a comment: an update keeps the record's.
          if (notes.length > 0) pair.comment = [...new Set(notes)].join('\n');
          // The target term's standing is the record's: a forbidden translation of the source term.
          const status = termStatusOf(target.status ?? '');
          if (status) pair.status = status;
          const definition = [...new Set(entry.definitions)].join('\n');
          if (definition !== '') pair.definition = definition;
          const partOfSpeech = target.partOfSpeech ?? source.partOfSpeech;
          if (partOfSpeech) pair.part_of_speech = partOfSpeech;
          pairs.push(pair);
        }
      }
    }
  }
  if (pairs.length === 0 && tally) tally.skippedEmpty++;
  return pairs;
}

/** Sections in exactly the language asked for; failing that, in a related form of it ('en' for 'en-US'). */
function sectionsOf(entry: Entry, language: string): LanguageSection[] {
  const exact = entry.sections.filter((s) => s.language.toLowerCase() === language.toLowerCase());
  return exact.length > 0 ? exact : entry.sections.filter((s) => sameOrVariantLanguage(s.language, language));
}
