import type { DocumentFormat } from '../document.ts';
import { checkXliffStart, checkXliffUnitLengths, readXliff } from './parse.ts';
import { rewriteXliffFile } from './rewrite.ts';

/** How much of a file `inspect` reads: the XML declaration, a DOCTYPE, comments, the root and more. */
const START_BYTES = 8192;

/**
 * XLIFF 1.x and 2.0 in the document-format registry: its own streaming reader and rewriter (see README.md),
 * which keep the file's encoding and state its languages. A 2.0 file without trgLang takes the upload's.
 */
export const xliffFormat: DocumentFormat = {
  type: 'XLIFF',
  extensions: ['.xlf', '.xliff'],
  readerVersion: 1,
  monolingual: false,
  sameSegmentsForEveryTarget: true,
  wholeFile: false,
  looksLike: () => true,
  async inspect(open) {
    const head: Buffer[] = [];
    let length = 0;
    for await (const chunk of open()) {
      head.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= START_BYTES) break;
    }
    const start = await checkXliffStart(Buffer.concat(head).subarray(0, START_BYTES));
    return { needs: start.needsTargetLanguage ? ['target'] : [], statedTarget: start.targetLanguage };
  },
  // The whole file walked, holding one unit at a time: the upload refuses a unit no save could take.
  checkUnitLengths: (open) => checkXliffUnitLengths(open()),
  async read(input, onBatch, batchSize, languages) {
    const { header, segments } = await readXliff(input, onBatch, batchSize, { targetLanguage: languages.target });
    return {
      languages: { source: header.sourceLang, target: header.targetLang },
      version: header.version,
      segments,
    };
  },
  async merge(original, edits, languages) {
    // A 2.0 file imported without trgLang gets the target language chosen at upload.
    const file = await rewriteXliffFile(original, edits, { targetLanguage: languages.target });
    return { mediaType: `application/xliff+xml; charset=${file.encoding}`, bytes: file.bytes };
  },
};
