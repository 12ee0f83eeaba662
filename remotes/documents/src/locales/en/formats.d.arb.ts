// The messages of formats.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** A document format's name, as the document list's Format column, the upload's list of formats and the download link ("Download {format}") say it. {type} is the format's code; each case is the name shown for it. Product and format names (JSON, CSV, Markdown, OpenDocument…) stay as they are. In the document list a narrow column. */
export declare const documentFormatName: Message<'formats'>;
/** One format in the list of formats the upload reads (error of a file in another format, tooltip of the formats note). {format} is the format's name ("Word document"); {extensions} its file extensions (".xlf, .xliff"). */
export declare const documentFormatWithExtensions: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): segments that repeat earlier ones. */
export declare const homeBandRepetitions: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): exact matches, 100% similar. */
export declare const homeBand100: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): matches 95 to 99% similar. */
export declare const homeBand95: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): matches 85 to 94% similar. */
export declare const homeBand85: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): matches 75 to 84% similar. */
export declare const homeBand75: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): matches 50 to 74% similar. */
export declare const homeBand50: Message<'formats'>;
/** Row of the project's analysis dialog (home screen): segments without a match. */
export declare const homeBandNoMatch: Message<'formats'>;
/** Note under the project's analysis dialog and at the end of a pre-translation (home screen): how repetitions and matches are counted. */
export declare const homeRepetitionsExplained: Message<'formats'>;
