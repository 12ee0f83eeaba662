// The messages of tm.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** The word for one translation memory, capitalised, as the shared dialogs put it at the start of a label or a toast (e.g. “Translation memory name”, “Translation memory “Legal” created”). */
export declare const tmNoun: Message<'tm'>;
/** Title of the translation memories section and list on the home page. */
export declare const tmPlural: Message<'tm'>;
/** One translation unit of a translation memory (a source segment and its translation), lowercase, as the shared records screens put it inside a label or sentence (e.g. “Delete unit?”, “New unit”). */
export declare const tmUnitNoun: Message<'tm'>;
/** Several translation units, lowercase, as the shared records screens put it inside a label or sentence (e.g. “Search units”). */
export declare const tmUnitsNoun: Message<'tm'>;
/** Translation units as a heading: the column of unit counts in the home list, the units’ toolbar. In the home list a narrow column's header. */
export declare const tmUnitsTitle: Message<'tm'>;
/** One translation memory, lowercase, as shared messages put it inside a sentence (e.g. “This translation memory has no units yet”). */
export declare const tmOwnerNoun: Message<'tm'>;
/** Shown while a translation memory’s screen loads. */
export declare const tmLoading: Message<'tm'>;
/** Link from a translation memory that cannot be shown back to the home page. */
export declare const tmBackHome: Message<'tm'>;
/** Button on a translation memory’s screen that imports a TMX file’s units into it. */
export declare const tmImportTmxInto: Message<'tm'>;
/** Button on a translation memory’s screen, and the confirming button of its dialog, that deletes the translation memory. */
export declare const tmDelete: Message<'tm'>;
/** Title of the progress shown on a translation memory’s screen while its import reads the file’s units. */
export declare const tmImportingUnits: Message<'tm'>;
/** Title of the progress shown on a translation memory’s screen at the end of its import, while its units are indexed for search. */
export declare const tmBuildingIndex: Message<'tm'>;
/** Button on the home page’s translation memories section, and the title of its dialog, that creates a translation memory from a TMX file. */
export declare const tmImportTmx: Message<'tm'>;
/** Button on the home page’s translation memories section that opens the dialog creating an empty translation memory. */
export declare const tmNew: Message<'tm'>;
/** Title of the dialog that creates an empty translation memory. */
export declare const tmNewTitle: Message<'tm'>;
/** Submit button of the “New translation memory” dialog. */
export declare const tmCreate: Message<'tm'>;
/** Title of the error in the “New translation memory” dialog; the server’s reason follows it. */
export declare const tmCreateFailed: Message<'tm'>;
/** Label of the file field of the dialogs that import a TMX file. */
export declare const tmTmxFile: Message<'tm'>;
/** Hint under the file field of the “Import TMX” dialog on the home page. {limit} is the largest file size (e.g. “8 GB”). srclang is the TMX attribute naming the source language: keep it as is. */
export declare const tmImportNewHint: Message<'tm'>;
/** Error of the “Import TMX” dialog submitted without a file. */
export declare const tmChooseTmxFile: Message<'tm'>;
/** Title of the error in the “Import TMX” dialog; the server’s reason follows it. */
export declare const tmUploadFailed: Message<'tm'>;
/** Button on a translation memory’s screen that downloads it as a TMX file. */
export declare const tmDownloadTmx: Message<'tm'>;
/** Title of the dialog that imports a TMX file into a translation memory. {name} is the translation memory’s name. */
export declare const tmImportIntoTitle: Message<'tm'>;
/** Hint under the file field when importing into a translation memory that has units. {count} is the number of units it holds now; {languages} its language pair (e.g. “en → de”); {limit} the largest file size (e.g. “8 GB”). */
export declare const tmImportIntoHint: Message<'tm'>;
/** Hint under the file field when importing into an empty translation memory. {limit} is the largest file size (e.g. “8 GB”). */
export declare const tmImportIntoEmptyHint: Message<'tm'>;
/** Title of the report, on a translation memory’s screen, of what its finished import did. */
export declare const tmImportReportTitle: Message<'tm'>;
/** First sentence of the report of an import that skipped no unit (e.g. “Read 259 units, kept 209, merged 50 duplicates into them.”). {read} is the number of units the file held, {kept} how many the translation memory kept, {merged} how many duplicates were merged into those kept (nothing is said when it is 0). The sentence “Languages: …” follows it. */
export declare const tmImportReportKept: Message<'tm'>;
/** First sentence of the report of an import that skipped units lacking the source or the target language. {missing} is how many. {read} is the number of units the file held, {kept} how many the translation memory kept, {merged} how many duplicates were merged into those kept (nothing is said when it is 0). The sentence “Languages: …” follows it. */
export declare const tmImportReportSkippedLanguage: Message<'tm'>;
/** First sentence of the report of an import that skipped units with an empty source or target segment. {empty} is how many. {read} is the number of units the file held, {kept} how many the translation memory kept, {merged} how many duplicates were merged into those kept (nothing is said when it is 0). The sentence “Languages: …” follows it. */
export declare const tmImportReportSkippedEmpty: Message<'tm'>;
/** First sentence of the report of an import that skipped units of both kinds (e.g. “…; skipped 1 without both languages and 1 with an empty segment.”). {missing} is how many lacked a language, {empty} how many had an empty segment. {read} is the number of units the file held, {kept} how many the translation memory kept, {merged} how many duplicates were merged into those kept (nothing is said when it is 0). The sentence “Languages: …” follows it. */
export declare const tmImportReportSkippedBoth: Message<'tm'>;
/** Second sentence of a translation memory’s import report. {languages} is the server’s note on the languages it took (e.g. “source en, target de”). */
export declare const tmImportReportLanguages: Message<'tm'>;
/** Tooltip of a tag chip in a segment. {code} is the original file’s formatting code the tag stands for (e.g. <b>). */
export declare const tmInlineCodeOf: Message<'tm'>;
/** Tooltip of a tag chip in a segment whose formatting code is not known. */
export declare const tmInlineCode: Message<'tm'>;
/** Keyboard hint under a unit being edited. Enter, Shift+Enter and Esc are keys: name them as keyboards of the language label them. */
export declare const tmEditHint: Message<'tm'>;
/** Hint under a unit with inline tags being edited. Keep ⟨1⟩ … ⟨/1⟩ as they are: they show what a tag looks like in the text. */
export declare const tmEditTagsHint: Message<'tm'>;
/** Error when an edited unit is saved without a source or a target segment. */
export declare const tmSegmentsRequired: Message<'tm'>;
/** Error when an edited unit’s source segment lost or broke a tag. {problem} says what is wrong (e.g. “The tag ⟨1⟩ is there twice; keep each tag once.”). */
export declare const tmSourceProblem: Message<'tm'>;
/** Error when an edited unit’s target segment lost or broke a tag. {problem} says what is wrong. */
export declare const tmTargetProblem: Message<'tm'>;
/** Accessible name of the table of a translation memory’s units (screen readers). */
export declare const tmUnitsTable: Message<'tm'>;
/** Header of the source segments’ column. {language} is the translation memory’s source language code (e.g. en). */
export declare const tmSourceColumn: Message<'tm'>;
/** Header of the target segments’ column. {language} is the translation memory’s target language code (e.g. de). */
export declare const tmTargetColumn: Message<'tm'>;
/** Header of the column of when and by whom each unit was last changed. */
export declare const tmLastChange: Message<'tm'>;
/** Label of the source field of a new unit. {language} is the translation memory’s source language code (e.g. en); {set} is yes when it has one, no when it has none. */
export declare const tmSourceField: Message<'tm'>;
/** Label of the target field of a new unit. {language} is the translation memory’s target language code (e.g. de); {set} is yes when it has one, no when it has none. */
export declare const tmTargetField: Message<'tm'>;
/** Error under a field of a new unit left empty. */
export declare const tmRequired: Message<'tm'>;
/** Toast after a unit is added. {source} is its source text. */
export declare const tmUnitAdded: Message<'tm'>;
/** Hint of an empty translation memory, for who may add units. “New unit” is the name of the button that adds one: use the same words as that button. */
export declare const tmUnitsEmptyHint: Message<'tm'>;
/** Shown when a search finds no unit. {search} is the text searched for. */
export declare const tmUnitsNoMatch: Message<'tm'>;
/** Why an edited unit cannot be saved: the translator typed something that looks like a tag. {tag} is that text (e.g. ⟨/⟩). */
export declare const tmTagUnknown: Message<'tm'>;
/** Why an edited unit cannot be saved: a tag is in it twice. {tag} is the tag (e.g. ⟨1⟩). */
export declare const tmTagTwice: Message<'tm'>;
/** Why an edited unit cannot be saved: tags were deleted. {count} is how many; {tags} the missing tags separated by spaces (e.g. “⟨/1⟩ ⟨2/⟩”). */
export declare const tmTagsMissing: Message<'tm'>;
/** The import report's text: two sentences one after the other, {counts} what was read, kept and skipped, then {languages} the languages found. Write the space (or none) your language puts between two sentences. */
export declare const tmImportReportSentences: Message<'tm'>;
