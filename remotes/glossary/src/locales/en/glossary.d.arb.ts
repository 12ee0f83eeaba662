// The messages of glossary.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** The word for one glossary, capitalised, as the shared dialogs put it at the start of a label or a toast (e.g. “Glossary name”, “Glossary “Legal” created”). */
export declare const glossaryNoun: Message<'glossary'>;
/** Title of the glossaries section and list on the home page. */
export declare const glossaryPlural: Message<'glossary'>;
/** One glossary entry (a source term and its target term), lowercase, as the shared records screens put it inside a label or sentence (e.g. “Delete record?”, “New record”). */
export declare const glossaryRecordNoun: Message<'glossary'>;
/** Several glossary entries, lowercase, as the shared records screens put it inside a label or sentence (e.g. “Search records”). */
export declare const glossaryRecordsNoun: Message<'glossary'>;
/** Glossary entries as a heading: the column of entry counts in the home list, the records table’s label. In the home list a narrow column's header. */
export declare const glossaryRecordsTitle: Message<'glossary'>;
/** One glossary, lowercase, as shared messages put it inside a sentence (e.g. “This glossary has no records yet”). */
export declare const glossaryOwnerNoun: Message<'glossary'>;
/** Shown while a glossary’s screen loads. */
export declare const glossaryLoading: Message<'glossary'>;
/** Link from a glossary that cannot be shown back to the home page’s list of glossaries. */
export declare const glossaryBackToAll: Message<'glossary'>;
/** Button on a glossary’s screen that imports a file’s terms into it. */
export declare const glossaryImportFile: Message<'glossary'>;
/** Button on a glossary’s screen, and the confirming button of its dialog, that deletes the glossary. */
export declare const glossaryDelete: Message<'glossary'>;
/** Title of the progress shown on a glossary’s screen while its import runs. */
export declare const glossaryImportingRecords: Message<'glossary'>;
/** Title of the progress shown on a glossary’s screen while its import waits to start. */
export declare const glossaryImportQueued: Message<'glossary'>;
/** Button on the home page’s glossaries section, and the title of its dialog, that creates a glossary from a file. */
export declare const glossaryImportNew: Message<'glossary'>;
/** Button on the home page’s glossaries section, and the title of its dialog, that creates an empty glossary. */
export declare const glossaryNew: Message<'glossary'>;
/** Submit button of the “New glossary” dialog. */
export declare const glossaryCreate: Message<'glossary'>;
/** Title of the error in the “New glossary” dialog; the server’s reason follows it. */
export declare const glossaryCreateFailed: Message<'glossary'>;
/** Label of the file field in the “Import glossary” dialog. */
export declare const glossaryImportFileLabel: Message<'glossary'>;
/** Hint under the file field of the “Import glossary” dialog. {limit} is the largest file size (e.g. “50 MB”). source, target and comment are column names the file’s header row uses: keep them in English. */
export declare const glossaryImportNewHint: Message<'glossary'>;
/** Error of the “Import glossary” dialog submitted without a file. */
export declare const glossaryImportChooseFile: Message<'glossary'>;
/** Note above the language fields of the “Import glossary” dialog. */
export declare const glossaryImportLanguagesNote: Message<'glossary'>;
/** Title of the error in the “Import glossary” dialog; the server’s reason follows it. */
export declare const glossaryImportFailed: Message<'glossary'>;
/** Description of the CSV format in the glossary’s Export menu. */
export declare const glossaryExportCsv: Message<'glossary'>;
/** Description of the XLSX format in the glossary’s Export menu. */
export declare const glossaryExportXlsx: Message<'glossary'>;
/** Choice in “Import into a glossary”: a file’s entry whose source and target terms the glossary already has is left out. */
export declare const glossaryImportModeSkip: Message<'glossary'>;
/** Choice in “Import into a glossary”: such an entry’s comment is replaced with the file’s. */
export declare const glossaryImportModeUpdate: Message<'glossary'>;
/** Choice in “Import into a glossary”: such an entry is added a second time. */
export declare const glossaryImportModeAdd: Message<'glossary'>;
/** In the glossary screen’s header, after its languages. {user} is the username of who created the glossary. */
export declare const glossaryCreatedBy: Message<'glossary'>;
/** Title of the dialog that imports a file into a glossary. {name} is the glossary’s name. */
export declare const glossaryImportIntoTitle: Message<'glossary'>;
/** Label of the file field in the dialog that imports a file into a glossary. */
export declare const glossaryImportIntoFile: Message<'glossary'>;
/** Hint under the file field when importing into a glossary. {limit} is the largest file size (e.g. “50 MB”); {languages} the glossary’s language pair (e.g. “en → de”); {count} the number of entries the glossary holds now. */
export declare const glossaryImportIntoHint: Message<'glossary'>;
/** Label of the choice, when importing into a glossary, of what happens to a file’s entry the glossary already has. */
export declare const glossaryImportModeLabel: Message<'glossary'>;
/** Hint under that choice: how two terms are found to be the same. */
export declare const glossaryImportModeHint: Message<'glossary'>;
/** Tooltip of the disabled Export button while the glossary’s import runs. */
export declare const glossaryExportAfterImport: Message<'glossary'>;
/** Button, and menu, on the glossary screen that downloads the glossary in a format. */
export declare const glossaryExport: Message<'glossary'>;
/** Toast when a glossary’s download fails. {error} is the reason, from the server. */
export declare const glossaryExportFailed: Message<'glossary'>;
/** Title of the report, on a glossary’s screen, of what its last import did. */
export declare const glossaryLastImport: Message<'glossary'>;
/** The report, on a glossary’s screen, of an import that added every entry of the file (e.g. “200 added.”). {added} is the number added. {unreadable} is the number of the file’s entries left out because they lacked a source or a target term; nothing is said when it is 0. */
export declare const glossaryImportReportAdd: Message<'glossary'>;
/** The report, on a glossary’s screen, of an import that updated the comments of entries the glossary had (e.g. “3 added, 2 updated, 195 skipped.”). {added} is the number added, {updated} the number of existing entries whose comment changed, {skipped} the number of existing entries left as they were. {unreadable} is the number of the file’s entries left out because they lacked a source or a target term; nothing is said when it is 0. */
export declare const glossaryImportReportUpdate: Message<'glossary'>;
/** The report, on a glossary’s screen, of an import that skipped entries the glossary had (e.g. “0 added, 200 skipped.”). {added} is the number added, {skipped} the number the glossary had already. {unreadable} is the number of the file’s entries left out because they lacked a source or a target term; nothing is said when it is 0. */
export declare const glossaryImportReportSkip: Message<'glossary'>;
/** A number of entries the server stopped counting at: at least this many (e.g. “1,000+”). {count} is the number, already written in the language’s digits. */
export declare const glossaryAtLeastCount: Message<'glossary'>;
/** Above the glossary’s table: how many entries are chosen, one by one, for a bulk action. */
export declare const glossarySelectedCount: Message<'glossary'>;
/** Above the glossary’s table, once every entry (on every page) is chosen for a bulk action. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there. */
export declare const glossarySelectedAll: Message<'glossary'>;
/** Above the glossary’s table, once every entry the search finds (on every page) is chosen for a bulk action. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there; {search} the text searched for. */
export declare const glossarySelectedAllMatching: Message<'glossary'>;
/** Button shown once every entry of the page is chosen: chooses every entry of the glossary, on every page. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there. */
export declare const glossarySelectAll: Message<'glossary'>;
/** Button shown once every entry of the page is chosen: chooses every entry the search finds, on every page. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there; {search} the text searched for. */
export declare const glossarySelectAllMatching: Message<'glossary'>;
/** Title of the dialog that confirms deleting the entries chosen one by one. */
export declare const glossaryDeleteChosenTitle: Message<'glossary'>;
/** Confirming button of the dialog that deletes the entries chosen one by one. */
export declare const glossaryDeleteChosenConfirm: Message<'glossary'>;
/** Title of the dialog that confirms deleting every entry of the glossary. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there. */
export declare const glossaryDeleteAllTitle: Message<'glossary'>;
/** Confirming button of the dialog that deletes every entry of the glossary. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there. */
export declare const glossaryDeleteAllConfirm: Message<'glossary'>;
/** Title of the dialog that confirms deleting every entry the search finds. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there; {search} the text searched for. */
export declare const glossaryDeleteAllMatchingTitle: Message<'glossary'>;
/** Confirming button of the dialog that deletes every entry the search finds. {count} is their number, for the plural; {shown} the same number as written, “1,000+” when the count stopped there; {search} the text searched for. */
export declare const glossaryDeleteAllMatchingConfirm: Message<'glossary'>;
/** Text of the dialog that confirms deleting chosen entries. {count} is how many, for the plural only. */
export declare const glossaryDeleteSelectedMessage: Message<'glossary'>;
/** Accessible name of the bar of actions on the chosen entries (screen readers). */
export declare const glossarySelectedRecords: Message<'glossary'>;
/** Button that deletes the chosen entries, after a confirmation. */
export declare const glossaryDeleteSelected: Message<'glossary'>;
/** Button that unchooses every chosen entry. */
export declare const glossaryClearSelection: Message<'glossary'>;
/** A term’s status (TBX administrativeStatus): the term to use. In the status column and the status menu. In the status column a badge; a narrow column. */
export declare const glossaryStatusPreferred: Message<'glossary'>;
/** A term’s status (TBX administrativeStatus): a term that may be used. In the status column a badge; a narrow column. */
export declare const glossaryStatusAdmitted: Message<'glossary'>;
/** A term’s status (TBX administrativeStatus): a term to avoid. In the status column a badge; a narrow column. */
export declare const glossaryStatusDeprecated: Message<'glossary'>;
/** A term’s status (TBX administrativeStatus): a term that must not be used. In the status column a badge; a narrow column. */
export declare const glossaryStatusForbidden: Message<'glossary'>;
/** Choice of how a term is found in a segment: its inflected forms too (by its stem). */
export declare const glossaryMatchStemmed: Message<'glossary'>;
/** Choice of how a term is found in a segment: words that begin with at least half of it. */
export declare const glossaryMatchPrefix: Message<'glossary'>;
/** Choice of how a term is found in a segment: only as written. */
export declare const glossaryMatchExact: Message<'glossary'>;
/** Accessible name of an entry’s checkbox (screen readers). {source} is the entry’s source term. */
export declare const glossarySelectRecord: Message<'glossary'>;
/** Error when an edited entry is saved without a source or a target term. */
export declare const glossaryTermsRequired: Message<'glossary'>;
/** Keyboard hint under an entry being edited. Enter, Shift+Enter and Esc are keys: name them as keyboards of the language label them. */
export declare const glossaryEditHint: Message<'glossary'>;
/** Tag under a term, lowercase, among others separated by “·”: the term matches only with the same upper and lower case. */
export declare const glossaryCaseSensitiveTag: Message<'glossary'>;
/** Tag under a term, lowercase, among others separated by “·”: how the term is found in segments when not by its inflections. {rule} is the rule’s code: prefix (words beginning with the term) or exact. */
export declare const glossaryMatchTag: Message<'glossary'>;
/** Tooltip of an entry’s last change. {user} is the username of who created the entry. */
export declare const glossaryRecordCreatedBy: Message<'glossary'>;
/** Accessible name of the status menu of an entry being edited (screen readers). */
export declare const glossaryEditStatus: Message<'glossary'>;
/** Label of the definition field (what the term means) of an entry being edited, and tooltip of the definition shown under an entry’s comment. */
export declare const glossaryDefinition: Message<'glossary'>;
/** Label of the field of an entry being edited: the term’s grammatical category. */
export declare const glossaryPartOfSpeech: Message<'glossary'>;
/** Placeholder of the part-of-speech field: examples of what to type. */
export declare const glossaryPartOfSpeechExample: Message<'glossary'>;
/** Checkbox of an entry being edited: the term matches only with the same upper and lower case. */
export declare const glossaryCaseSensitive: Message<'glossary'>;
/** Label of the menu of an entry being edited: how the term is found in segments. */
export declare const glossaryMatch: Message<'glossary'>;
/** Accessible name of the table of a glossary’s entries (screen readers). */
export declare const glossaryRecordsTable: Message<'glossary'>;
/** Accessible name of the checkbox in the table’s header (screen readers). */
export declare const glossarySelectPage: Message<'glossary'>;
/** Header of the source terms’ column. {language} is the glossary’s source language code (e.g. en). */
export declare const glossarySourceColumn: Message<'glossary'>;
/** Header of the target terms’ column. {language} is the glossary’s target language code (e.g. de). */
export declare const glossaryTargetColumn: Message<'glossary'>;
/** Header of the comments’ column, and label of the comment field of a new entry. */
export declare const glossaryComment: Message<'glossary'>;
/** Header of the terms’ status column (preferred, admitted, deprecated, forbidden). A narrow column. */
export declare const glossaryStatus: Message<'glossary'>;
/** Header of the column of when and by whom each entry was last changed. */
export declare const glossaryLastChange: Message<'glossary'>;
/** Label of the source term field of a new entry. */
export declare const glossarySource: Message<'glossary'>;
/** Label of the target term field of a new entry. */
export declare const glossaryTarget: Message<'glossary'>;
/** Toast after an entry is added. {source} is its source term. */
export declare const glossaryRecordAdded: Message<'glossary'>;
/** Hint of an empty glossary, for who may add entries. “New record” is the name of the button that adds one: use the same words as that button. */
export declare const glossaryRecordsEmptyHint: Message<'glossary'>;
/** Shown when a search finds no entry. {search} is the text searched for. */
export declare const glossaryRecordsNoMatch: Message<'glossary'>;
/** Error under a field of a new entry left empty. */
export declare const glossaryRequired: Message<'glossary'>;
/** Error under a field of a new entry whose text is too long. {maximum} is the most characters allowed. */
export declare const glossaryTooLong: Message<'glossary'>;
