import { ANALYSIS_BAND_LABELS, personName, type Analysis, type Handoff } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { streamExportSegments, type ExportSegment } from '../documents/repository.ts';
import { analyse } from '../tm/batch/analysis.ts';
import { instructionsFor } from '../mt/translate.ts';
import { writeXliff20 } from '../formats/xliff/export.ts';
import { xliffContent } from '../formats/omegat/tags.ts';
import { xliff12Start } from '../formats/omegat/source-file.ts';
import { placeWords } from '../formats/segment-structure.ts';
import { writeTbx } from '../formats/tbx/write-tbx.ts';
import { escapeXmlAttribute, escapeXmlText } from '../formats/xml-escape.ts';
import { XML_FORBIDDEN_CHARS } from '../formats/xml-safety.ts';
import type { ZipSource } from '../formats/zip-writer.ts';
import {
  collectContents,
  PACKAGE_MATCH_THRESHOLD,
  sourceFileNames,
  textBytes,
  tmxBytes,
  type PackagedDocument,
} from './omegat-package.ts';

/** The XLIFF versions a kit is made in: 2.0, or 1.2 for older tools. */
export type KitVersion = '2.0' | '1.2';

/** A segment as a kit writes it: the export's, named by its id in Tessera, with its open comments and its place. */
interface KitSegment extends ExportSegment {
  comments: { author: string; text: string }[];
  placeWords: string | null;
}

/** A document's segments in file order, each named by its id (the return names it) with its open comments. */
async function* kitSegments(db: Db, documentId: number): AsyncGenerator<KitSegment> {
  const comments = await db
    .selectFrom('segment_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.record_id', 'c.text', 'u.username', 'u.display_name'])
    .where('c.document_id', '=', documentId)
    .where('c.resolved', '=', false)
    .orderBy('c.id')
    .execute();
  const byRecord = new Map<number, { author: string; text: string }[]>();
  for (const comment of comments)
    byRecord.set(comment.record_id, [
      ...(byRecord.get(comment.record_id) ?? []),
      { author: personName(comment), text: comment.text },
    ]);
  for await (const segment of streamExportSegments(db, documentId))
    yield {
      ...segment,
      // The segment's own id in Tessera: the return names it, whatever the tool does to units.
      segmentId: String(segment.id),
      comments: byRecord.get(segment.id) ?? [],
      placeWords: placeWords(segment.place ?? undefined),
    };
}

/** The notes a kit adds to a segment: where it is (document and place), and its open comments. */
function kitNotes(segment: KitSegment, documentName: string): { category: string; text: string }[] {
  const where = `Segment ${segment.position + 1} of ${documentName}${segment.placeWords ? `: ${segment.placeWords}` : ''}`;
  return [
    { category: 'location', text: `${where} (Tessera segment ${segment.id})` },
    ...segment.comments.map((comment) => ({
      category: 'comment',
      text: `Segment ${segment.id}, ${comment.author}: ${comment.text}`,
    })),
  ];
}

async function* withKitNotes(segments: AsyncIterable<KitSegment>, documentName: string) {
  for await (const segment of segments) yield { ...segment, notes: kitNotes(segment, documentName) };
}

const clean = (value: string) => value.replace(XML_FORBIDDEN_CHARS, '');

/**
 * A document as the XLIFF 1.2 file of a kit: one `<trans-unit>` per segment whose id is the segment's (the return
 * names it), `resname` its unit key, `translate="no"` when locked, `maxwidth` with `size-unit="char"` for a length
 * limit, the target with its state when there is one, and the note, context, place and comments as `<note>`s. Codes
 * are the empty `<bx/>`, `<ex/>` and `<x/>` elements the return reads back (returned-units.ts).
 */
async function* writeKitXliff12(
  document: { name: string; source: string; target: string },
  segments: AsyncIterable<KitSegment>,
): AsyncGenerator<string> {
  yield xliff12Start(document);
  for await (const segment of segments) {
    const content = (value: string) => xliffContent(value, segment.codes);
    const attributes = [
      `id="${segment.id}"`,
      `resname="${escapeXmlAttribute(clean(segment.unitId))}"`,
      segment.locked ? 'translate="no"' : '',
      segment.approved ? 'approved="yes"' : '',
      segment.maxWidth === null ? '' : `maxwidth="${segment.maxWidth}" size-unit="char"`,
      'xml:space="preserve"',
    ].filter((attribute) => attribute !== '');
    const state = segment.approved ? (segment.reviewed ? 'signed-off' : 'final') : 'translated';
    const target = segment.target === '' ? '' : `<target state="${state}">${content(segment.target)}</target>`;
    const notes = [
      ...(segment.note ? [{ from: 'note', text: segment.note }] : []),
      ...(segment.context ? [{ from: 'context', text: segment.context }] : []),
      ...kitNotes(segment, document.name).map((note) => ({ from: note.category, text: note.text })),
    ]
      .map((note) => `<note from="${note.from}">${escapeXmlText(clean(note.text))}</note>`)
      .join('');
    yield `   <trans-unit ${attributes.join(' ')}><source>${content(segment.source)}</source>${target}${notes}</trans-unit>\n`;
  }
  yield '  </body>\n </file>\n</xliff>\n';
}

const html = (value: string) => escapeXmlText(value).replace(/"/g, '&quot;');

/** The analysis as a page that needs nothing else: the bands of the whole kit, then each document's. */
export function analysisHtml(title: string, analysis: Analysis): string {
  const row = (label: string, counts: { segments: number; words: number; characters: number }) =>
    `<tr><th scope="row">${html(label)}</th><td>${counts.segments}</td><td>${counts.words}</td><td>${counts.characters}</td></tr>`;
  const table = (caption: string, bands: Analysis['bands'], total: Analysis['total']) =>
    `<table><caption>${html(caption)}</caption>` +
    '<thead><tr><th scope="col">Match</th><th scope="col">Segments</th><th scope="col">Words</th><th scope="col">Characters</th></tr></thead>' +
    `<tbody>${bands.map((band) => row(ANALYSIS_BAND_LABELS[band.band], band)).join('')}</tbody>` +
    `<tfoot>${row('Total', total)}</tfoot></table>\n`;
  return (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    `<title>${html(title)}</title>\n` +
    '<style>body{font-family:sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;margin:1rem 0}' +
    'caption{text-align:left;font-weight:bold;padding:.25rem 0}th,td{border:1px solid #888;padding:.25rem .75rem}' +
    'td{text-align:right}thead th{background:#eee}tfoot th,tfoot td{font-weight:bold}</style>\n</head>\n<body>\n' +
    `<h1>${html(title)}</h1>\n` +
    `<p>Matches against the translation memories, as Tessera counted them when the package was made; the TM units ` +
    `matching ${PACKAGE_MATCH_THRESHOLD}% or more are in tm/.</p>\n` +
    table('All documents', analysis.bands, analysis.total) +
    analysis.documents.map((document) => table(document.name, document.bands, document.total)).join('') +
    '</body>\n</html>\n'
  );
}

/** What the translator reads first: what to translate, what to send back, by when, to whom. */
function readme(
  project: { name: string; source_lang: string },
  handoff: Handoff,
  version: KitVersion,
  files: readonly string[],
  instructions: string | undefined,
): string {
  const who = handoff.person ? personName(handoff.person) : 'the translator';
  const from = handoff.sent_by ? personName(handoff.sent_by) : 'the project manager';
  const lines = [
    `Tessera handoff package ${handoff.id}: ${project.name}, ${project.source_lang} to ${handoff.target_lang}`,
    '',
    `For: ${who}`,
    `Sent by: ${from}, ${handoff.sent_at.slice(0, 10)}`,
    `Due: ${handoff.due_at ? `${handoff.due_at.replace('T', ' ').slice(0, 16)} UTC` : 'no date given'}`,
    '',
    'WHAT TO TRANSLATE',
    `Open these XLIFF ${version} files in your translation tool and translate their segments into ${handoff.target_lang}:`,
    ...files.map((file) => `  ${file}`),
    'Segments marked translate="no" are locked: leave them as they are. A length limit (' +
      (version === '2.0' ? 'slr:sizeRestriction' : 'maxwidth') +
      ') is the most characters the translation may have.',
    "The notes say each segment's place in its document and the reviewers' open comments.",
    `tm/tessera.tmx holds the translation memory units matching ${PACKAGE_MATCH_THRESHOLD}% or more, ` +
      'glossary/tessera.tbx the glossary terms these segments use, analysis.html the word counts by match.',
    '',
    'WHAT TO SEND BACK',
    'The translated XLIFF files with the same names (one file, or all of them in a ZIP), to ' +
      `${from}. Keep each unit's and segment's id, the source text and the tags as they are: a segment whose ` +
      'source, id or tags changed is refused. The TMX, TBX and HTML files are not needed back.',
  ];
  if (instructions?.trim())
    lines.push('', `INSTRUCTIONS FOR ${handoff.target_lang.toUpperCase()}`, instructions.trim());
  return `${lines.join('\n')}\n`;
}

/**
 * A kit of these documents (the package's, one target language) as ZIP entries under the folder `root`: each
 * document as XLIFF `version` (segment ids, states, locked segments, notes, places, length limits, comments),
 * `tm/tessera.tmx` with the TM units matching a segment 70 % or more, `glossary/tessera.tbx` with the entries the
 * segments hit, `analysis.html`, and `README.txt`. Everything but the documents is read before the first entry, so
 * that the caller can still answer an error.
 */
export async function xliffKitEntries(
  db: Db,
  root: string,
  project: { id: number; name: string; source_lang: string },
  handoff: Handoff,
  version: KitVersion,
  documents: readonly PackagedDocument[],
): Promise<AsyncIterable<ZipSource>> {
  const languages = { source: project.source_lang, target: handoff.target_lang };
  const contents = await collectContents(db, documents);
  const analysis = await analyse(
    db,
    documents.map((document) => document.id),
  );
  const instructions = await instructionsFor(db, project.id, handoff.target_lang);
  const names = sourceFileNames(documents);
  const path = (name: string) => `${root}/${name}`;
  const entries: ZipSource[] = [
    {
      name: path('README.txt'),
      bytes: textBytes([readme(project, handoff, version, [...names.values()], instructions)]),
    },
    {
      name: path('analysis.html'),
      bytes: textBytes([analysisHtml(`Analysis: ${project.name}, ${handoff.target_lang}`, analysis)]),
    },
    { name: path('tm/tessera.tmx'), bytes: tmxBytes(languages, contents.tmUnits.values()) },
    {
      name: path('glossary/tessera.tbx'),
      bytes: textBytes(writeTbx([...contents.terms.values()], languages, `${project.name} glossary`)),
    },
  ];
  return (async function* () {
    yield* entries;
    for (const document of documents) {
      const file = { name: document.name, ...languages };
      const segments = kitSegments(db, document.id);
      yield {
        name: path(names.get(document.id)!),
        bytes: textBytes(
          version === '2.0'
            ? writeXliff20({ ...file, sizeRestriction: true }, withKitNotes(segments, document.name))
            : writeKitXliff12(file, segments),
        ),
      };
    }
  })();
}
