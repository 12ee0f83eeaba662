// The messages of kit.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Label of the email field of the sign-in form. */
export declare const signInEmail: Message<'kit'>;
/** Label of the password field of the sign-in form. */
export declare const signInPassword: Message<'kit'>;
/** Checkbox of the sign-in form: keep the session after the browser closes. */
export declare const signInRemember: Message<'kit'>;
/** Button that sends the sign-in form; also the form's accessible name. */
export declare const signInSubmit: Message<'kit'>;
/** Label of the picker of the interface's language (sign-in page, profile). */
export declare const interfaceLanguage: Message<'kit'>;
/** Default text of the kit's spinner while something loads, when the screen does not say what. */
export declare const loading: Message<'kit'>;
/** Default title of the kit's error panel that replaces a part of a screen that failed. */
export declare const errorStateTitle: Message<'kit'>;
/** Button that tries again what failed to load (a list, a part of the screen). */
export declare const retry: Message<'kit'>;
/** Button that closes a dialog or an inline editor without doing anything. */
export declare const cancel: Message<'kit'>;
/** Button that saves a table row edited in place. A small button in the row being edited. */
export declare const save: Message<'kit'>;
/** Button that closes a form or a part of the screen (the new record's form, a part that failed to load). */
export declare const close: Message<'kit'>;
/** Button of a table row that edits the row in place. A small button, beside Delete in the row. */
export declare const edit: Message<'kit'>;
/** Button that deletes something (a table row; an item whose import failed, in its notification or alert); asks first. In a table row a small button, beside Edit. */
declare const delete_: Message<'kit'>;
export { delete_ as delete };
/** Header of a table's last column, which holds each row's buttons; read by screen readers only. */
export declare const tableActions: Message<'kit'>;
/** Accessible name of the corner of the page where short notifications (toasts) appear. */
export declare const toastRegion: Message<'kit'>;
/** Accessible name of the × button that closes one notification. */
export declare const toastDismiss: Message<'kit'>;
/** Spinner of a list while it loads. items: what the list holds, plural, as the screen writes it inside a sentence ("records", "API tokens", "glossaries"). */
export declare const listLoading: Message<'kit'>;
/** Title of the error panel of a list that failed to load, above the reason and Retry. items: what the list holds, plural, as written inside a sentence ("records"). */
export declare const listLoadFailed: Message<'kit'>;
/** Title of the error panel of a home screen section whose list failed to load. title: the section's title, plural, as its heading writes it ("Glossaries"). */
export declare const listSectionLoadFailed: Message<'kit'>;
/** Default accessible name of the page navigation under a list. */
export declare const paginationLabel: Message<'kit'>;
/** Page navigation of an empty list, in place of the rows shown. */
export declare const paginationNoRows: Message<'kit'>;
/** Rows shown by the page navigation: "101–125 of 125". first, last: the numbers of the first and last row shown; total: how many rows there are (numbers shown in bold). */
export declare const paginationRange: Message<'kit'>;
/** Rows shown by the page navigation when the server stopped counting: "1–100 of 1,000+" (at least 1,000). first, last: the numbers of the first and last row shown; total: the count reached (numbers in bold). */
export declare const paginationRangeCapped: Message<'kit'>;
/** Which page of a list is shown. page: its number; pages: how many pages there are (both formatted). */
export declare const paginationPage: Message<'kit'>;
/** Which page of a list is shown when the server stopped counting (at least that many pages). page: its number; pages: the pages counted so far (both formatted). */
export declare const paginationPageCapped: Message<'kit'>;
/** Accessible name of the page navigation's button to the previous page. */
export declare const paginationPreviousLabel: Message<'kit'>;
/** Visible text of the page navigation's button to the previous page; keep the ‹ sign before the word. A small button. */
export declare const paginationPrevious: Message<'kit'>;
/** Accessible name of the page navigation's button to the next page. */
export declare const paginationNextLabel: Message<'kit'>;
/** Visible text of the page navigation's button to the next page; keep the › sign after the word. A small button. */
export declare const paginationNext: Message<'kit'>;
/** Placeholder of the search box of a glossary's or translation memory's records, which finds text in either language. */
export declare const searchPlaceholder: Message<'kit'>;
/** Shown beside a list's search box while a new page or search loads behind the rows shown. */
export declare const searchUpdating: Message<'kit'>;
/** How many rows a list holds, beside its search box: "245 total". count: the number (for the plural); total: the same number, formatted. */
export declare const searchSummaryTotal: Message<'kit'>;
/** How many rows a list holds when the server stopped counting: "1,000+ total" (at least 1,000). total: the count reached, formatted. */
export declare const searchSummaryTotalCapped: Message<'kit'>;
/** How many rows a list's search found, beside the search box: "111 matching". count: the number (for the plural); total: the same number, formatted. */
export declare const searchSummaryMatching: Message<'kit'>;
/** How many rows a list's search found when the server stopped counting: "1,000+ matching". total: the count reached, formatted. */
export declare const searchSummaryMatchingCapped: Message<'kit'>;
/** Shown in place of a part of a screen whose code could not be downloaded, beside Retry. what: that part, as the subject of the sentence ("The History tab", "The dialog"). */
export declare const lazyPartFailed: Message<'kit'>;
/** The part that could not be downloaded, when the screen does not name it; subject of the message "… could not be loaded". */
export declare const lazyPartWhat: Message<'kit'>;
/** A dialog whose code could not be downloaded; subject of the message "… could not be loaded". */
export declare const lazyDialogWhat: Message<'kit'>;
/** Button of the rename dialog that saves the new name. */
export declare const renameSubmit: Message<'kit'>;
/** Error under the name field of the rename dialog when the name is empty or too long. max: the most characters a name may have. */
export declare const renameInvalid: Message<'kit'>;
/** Error under the file field of an import dialog sent without a file. */
export declare const importFileMissing: Message<'kit'>;
/** Error under the file field of an import dialog: the chosen file holds nothing. */
export declare const importFileEmpty: Message<'kit'>;
/** Error of an import dialog: the file is over the upload limit. size: the limit with its unit ("50 MB"). */
export declare const importFileTooLarge: Message<'kit'>;
/** Button of an import dialog that uploads the file and starts the import. */
export declare const importSubmit: Message<'kit'>;
/** Accessible name of the progress bar of a file's upload in an import dialog. */
export declare const uploadProgress: Message<'kit'>;
/** Title of the error in an import dialog when the upload failed; the reason follows. */
export declare const importUploadFailed: Message<'kit'>;
/** Note of the alert shown while a file is imported in the background into a glossary or translation memory. items: what the import brings, plural, as written inside a sentence ("records", "units"). */
export declare const importRunningNote: Message<'kit'>;
/** Accessible name of the progress bar of an import running in the background. */
export declare const importProgress: Message<'kit'>;
/** Button of a failed import (its alert and its notification) that opens the import dialog again for another file. */
export declare const importTryAnother: Message<'kit'>;
/** Title of the alert of a glossary or translation memory whose last import failed. */
export declare const importFailedTitle: Message<'kit'>;
/** Text of the alert of a failed import. reason: the server's reason, a sentence; items: what an import brings, plural, as written inside a sentence ("records"). */
export declare const importFailedReason: Message<'kit'>;
/** Text of the alert of a failed import when the server gave no reason. items: what an import brings, plural, as written inside a sentence ("records"). */
export declare const importFailedNoReason: Message<'kit'>;
/** Notification that follows an import while it runs. noun: what is imported into, as written inside a sentence ("glossary"); name: its name; percent: the progress ("40%"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const importToastRunning: Message<'kit'>;
/** Notification of a failed import. noun: what was imported into, as written inside a sentence ("glossary"); name: its name; reason: the server's reason. kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const importToastFailed: Message<'kit'>;
/** Notification of a failed import when the server gave no reason. noun: what was imported into, as written inside a sentence ("glossary"); name: its name. kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const importToastFailedNoReason: Message<'kit'>;
/** Notification of an import that ended well. noun: what was imported into, as written inside a sentence ("glossary"); name: its name. kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const importToastFinished: Message<'kit'>;
/** Badge of a glossary, translation memory or document whose file waits to be processed; lowercase like the other states. */
export declare const processingPending: Message<'kit'>;
/** Badge of an item whose file is uploaded and not yet processed; lowercase like the other states. */
export declare const processingUploaded: Message<'kit'>;
/** Badge of an item whose file is being processed; lowercase like the other states. */
export declare const processingProcessing: Message<'kit'>;
/** Badge of an item whose file was processed; lowercase like the other states. */
export declare const processingDone: Message<'kit'>;
/** Badge of an item whose file could not be processed; lowercase like the other states. */
export declare const processingError: Message<'kit'>;
/** Badge of an item whose file is being processed, with its progress. percent: the progress ("42%"). */
export declare const processingProgress: Message<'kit'>;
/** Stands for a language not known yet in a language pair (a translation memory whose import has not read the file): "en → (not set)". Shown in a narrow column. */
export declare const languageNotSet: Message<'kit'>;
/** A language pair: "en → de". source, target: language codes, or the text for a language not set. */
export declare const languagePair: Message<'kit'>;
/** Button that copies a value shown only once (a new API token, an invitation link) to the clipboard. */
export declare const secretCopy: Message<'kit'>;
/** Said after the Copy button copied the value. */
export declare const secretCopied: Message<'kit'>;
/** Said when the browser refused the clipboard: the value is selected for the keyboard shortcut. keys: the shortcut ("Ctrl+C"). */
export declare const secretCopyByKeys: Message<'kit'>;
/** Column of the API tokens table: whose token it is (in the list of everyone's tokens). */
export declare const tokensUser: Message<'kit'>;
/** Column of the API tokens table: the token's name. */
export declare const tokensName: Message<'kit'>;
/** Column of the API tokens table: what the token may do (read, write). A narrow column. */
export declare const tokensScope: Message<'kit'>;
/** Column of the API tokens table: when the token expires. */
export declare const tokensExpires: Message<'kit'>;
/** Column of the API tokens table: when the token was last used. */
export declare const tokensLastUsed: Message<'kit'>;
/** Badge of an API token that may only read; lowercase. */
export declare const tokensScopeRead: Message<'kit'>;
/** Badge of an API token that may also change data; lowercase. */
export declare const tokensScopeWrite: Message<'kit'>;
/** Badge of an API token that has expired, in its Expires column; lowercase. */
export declare const tokensExpired: Message<'kit'>;
/** Expires column of an API token that never expires. */
export declare const tokensNeverExpires: Message<'kit'>;
/** Last used column of an API token not used yet. */
export declare const tokensNeverUsed: Message<'kit'>;
/** Button of an API token's row that revokes it (it stops working). A small button in the row. */
export declare const tokensRevoke: Message<'kit'>;
/** Accessible name of the Revoke button of a token's row. token: the token's name. */
export declare const tokensRevokeNamed: Message<'kit'>;
/** Accessible name of the Revoke button in the list of everyone's tokens. token: the token's name; owner: its user's name. */
export declare const tokensRevokeOwned: Message<'kit'>;
/** What the API tokens list holds, inside the sentences "Loading …" and "The … could not be loaded". */
export declare const tokensItems: Message<'kit'>;
/** Default text of the dialog that asks for the password again after the session ended, over a screen with unsaved work. */
export declare const signInAgainMessage: Message<'kit'>;
/** Title of the dialog that asks for the password again after the session ended. */
export declare const signInAgainTitle: Message<'kit'>;
/** Button of the sign-in-again dialog that sends the password. */
export declare const signInAgainSubmit: Message<'kit'>;
/** Title of the warning in the sign-in-again dialog when an administrator disabled the account. */
export declare const signInAgainDisabledTitle: Message<'kit'>;
/** Text of the warning in the sign-in-again dialog for a disabled account. */
export declare const signInAgainDisabledText: Message<'kit'>;
/** The sign-in-again form when its code could not be downloaded; subject of the message "… could not be loaded". */
export declare const signInAgainFormWhat: Message<'kit'>;
/** Hint under a new password's field. count: the fewest characters a password may have. */
export declare const newPasswordHint: Message<'kit'>;
/** Label of the field that repeats a new password. password: the first field's label as written inside a sentence ("password", "new password"; lowercased where the language does so). */
export declare const newPasswordRepeat: Message<'kit'>;
/** Error under the repeated password when it is not the same as the first. */
export declare const newPasswordMismatch: Message<'kit'>;
/** Option of the interface language picker for the test language of developers (accented, longer English); shown only while it is active. */
export declare const interfacePseudoLocale: Message<'kit'>;
/** Hint under a language field whose code is well formed but names no known language. */
export declare const languageUnknownCode: Message<'kit'>;
/** Hint under a language field whose text is not a language code; en and de-AT are examples of codes, keep them. */
export declare const languageNotACode: Message<'kit'>;
/** Label of the source language's field (a BCP 47 code) when creating a glossary or translation memory. */
export declare const languageSource: Message<'kit'>;
/** Label of the source language's field when importing a file, which may name the language itself. */
export declare const languageSourceOptional: Message<'kit'>;
/** Label of the target language's field (a BCP 47 code) when creating a glossary or translation memory. */
export declare const languageTarget: Message<'kit'>;
/** Label of the target language's field when importing a file, which may name the language itself. */
export declare const languageTargetOptional: Message<'kit'>;
/** Placeholder of an empty optional language field: the imported file will name the language. */
export declare const languageFromFile: Message<'kit'>;
/** Warning under a row edited in place when someone else changed it meanwhile; a Reload button is beside it. */
export declare const inlineEditConflictText: Message<'kit'>;
/** Accessible name of a table row's Edit button. name: the row as the screen names it ("record cat"). */
export declare const rowEdit: Message<'kit'>;
/** Accessible name of a table row's Delete button. name: the row as the screen names it ("record cat"). */
export declare const rowDelete: Message<'kit'>;
/** How a record's row is named for screen readers in its buttons' names ("Edit record cat"). record: what a record is called ("record", "unit"); source: the record's source text. */
export declare const recordRowName: Message<'kit'>;
/** A record in the delete confirmation: its source and target text (in bold). */
export declare const recordSummary: Message<'kit'>;
/** Accessible name of one field of a record edited in place. field: the field ("source", "target"). */
export declare const recordEditField: Message<'kit'>;
/** Notification after a record edited in place was saved. record: what a record is called, capitalised as a sentence's start ("Record", "Unit"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordSaved: Message<'kit'>;
/** Notification after the latest version of a record someone else changed was loaded into its editor. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordReloaded: Message<'kit'>;
/** Title of the error under a record edited in place whose save failed. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordSaveFailed: Message<'kit'>;
/** Title of the warning under a record edited in place that someone else changed meanwhile. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordConflict: Message<'kit'>;
/** Button beside that warning that loads the record's latest version. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordReload: Message<'kit'>;
/** Notification after a record was deleted. record: what a record is called, capitalised as a sentence's start ("Record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordDeleted: Message<'kit'>;
/** Notification of a failed delete of a record. record: what a record is called, as written inside a sentence ("record"); reason: why, from the server. kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordDeleteFailed: Message<'kit'>;
/** Title of the confirmation before deleting a record. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordDeleteTitle: Message<'kit'>;
/** Text of the confirmation before deleting a record. summary: the record as "source → target". */
export declare const recordDeleteMessage: Message<'kit'>;
/** Button of the confirmation that deletes the record. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordDeleteConfirm: Message<'kit'>;
/** Accessible name of the form that adds a record. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordNewForm: Message<'kit'>;
/** Button of that form that adds the record. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordAdd: Message<'kit'>;
/** Title of the error of that form when adding failed. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordAddFailed: Message<'kit'>;
/** Accessible name of the search box of a resource's records. records: what records are called, plural, as written inside a sentence ("records", "units"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordsSearch: Message<'kit'>;
/** Button above a resource's records that opens the form adding one. record: what a record is called, as written inside a sentence ("record"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordsNew: Message<'kit'>;
/** Title shown when a search of a resource's records found none. records: what records are called, plural, as written inside a sentence ("records"). */
export declare const recordsNoMatch: Message<'kit'>;
/** Title shown when a resource has no records. owner: the resource, as written inside a sentence ("glossary", "translation memory"); records: what records are called, plural ("records"). kind: which the records: record (a glossary's entries) or unit (a translation memory's), each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const recordsEmpty: Message<'kit'>;
/** Accessible name of the page navigation under a resource's records. records: what records are called, plural, capitalised as a title ("Records"). */
export declare const recordsPages: Message<'kit'>;
/** Error under a language field of the new glossary or translation memory dialogs; en and de-AT are examples of codes, keep them. */
export declare const resourceLanguageInvalid: Message<'kit'>;
/** Error under the target language's field when it is the source language again. */
export declare const resourceTargetSameAsSource: Message<'kit'>;
/** Error of a create or import dialog when the server refused the request as too large. */
export declare const resourceRequestTooLarge: Message<'kit'>;
/** Error of a create or import dialog when the server refused it to this user. */
export declare const resourceForbidden: Message<'kit'>;
/** Error of a create or import dialog when the server did not answer. */
export declare const resourceUnreachable: Message<'kit'>;
/** Error of a create or import dialog that failed for a reason with no words of its own. */
export declare const resourceUnknownError: Message<'kit'>;
/** Error under the name field of the new or import dialogs when it is empty. */
export declare const resourceNameMissing: Message<'kit'>;
/** Notification after a glossary or translation memory was created. noun: what it is, capitalised as a sentence's start ("Glossary"); name: its name. kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceCreated: Message<'kit'>;
/** Label of the name field of the new glossary or translation memory dialogs and of their import dialogs. */
export declare const resourceNameLabel: Message<'kit'>;
/** Accessible name of the language pair shown under a glossary's or translation memory's name. */
export declare const resourceLanguages: Message<'kit'>;
/** How many records a glossary or translation memory holds, under its name: "125 records". count: the number; one: what one record is called ("record"); many: what several are called ("records"). kind: which the records: record (a glossary's entries) or unit (a translation memory's); a language whose words agree with the noun (gender, case, article) writes a sentence for each, other is for any other noun. */
export declare const resourceRecordsCount: Message<'kit'>;
/** Button of a glossary's or translation memory's screen that opens the rename dialog. */
export declare const resourceRename: Message<'kit'>;
/** The rename dialog when its code could not be downloaded; subject of the message "… could not be loaded". */
export declare const resourceRenameDialogWhat: Message<'kit'>;
/** The import dialog when its code could not be downloaded; subject of the message "… could not be loaded". */
export declare const resourceImportDialogWhat: Message<'kit'>;
/** The delete confirmation when its code could not be downloaded; subject of the message "… could not be loaded". */
export declare const resourceDeleteDialogWhat: Message<'kit'>;
/** A home section's create dialog when its code could not be downloaded; subject of the message "… could not be loaded". action: the button that opens it, as written inside a sentence ("new glossary"). */
export declare const resourceNewDialogWhat: Message<'kit'>;
/** The alert of a running import when its code could not be downloaded; subject of the message "… could not be loaded". */
export declare const resourceImportProgressWhat: Message<'kit'>;
/** The alert of a failed import when its code could not be downloaded; subject of the message "… could not be loaded". */
export declare const resourceImportFailureWhat: Message<'kit'>;
/** Title of the error on a glossary's or translation memory's screen that failed to load. owner: what it is, as written inside a sentence ("glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceLoadFailed: Message<'kit'>;
/** Title of the screen of a glossary or translation memory that does not exist. noun: what it is, capitalised as a sentence's start ("Glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceNotFound: Message<'kit'>;
/** Text of that screen. owner: what it is, as written inside a sentence ("glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceNotFoundText: Message<'kit'>;
/** Title of an empty home section (glossaries, translation memories). items: the section's title as written inside a sentence ("glossaries"). */
export declare const resourceListEmpty: Message<'kit'>;
/** Column of the home list of glossaries or translation memories: the name. */
export declare const resourceColumnName: Message<'kit'>;
/** Column of the home list of glossaries or translation memories: the language pair. A narrow column. */
export declare const resourceColumnLanguages: Message<'kit'>;
/** Column of the home list of glossaries or translation memories: the state of their import. A narrow column. */
export declare const resourceColumnStatus: Message<'kit'>;
/** Notification after a glossary or translation memory was renamed. noun: what it is, capitalised as a sentence's start ("Glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceRenamed: Message<'kit'>;
/** Title of the rename dialog. owner: what is renamed, as written inside a sentence ("glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceRenameTitle: Message<'kit'>;
/** Label of the name field of the rename dialog. noun: what is renamed, capitalised as a label's start ("Glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceNameField: Message<'kit'>;
/** Notification after a glossary or translation memory was deleted. noun: what it was, capitalised as a sentence's start ("Glossary"); name: its name. kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceDeleted: Message<'kit'>;
/** Text of the confirmation before deleting a glossary or translation memory. name: its name (in bold); count: how many records it holds; one, many: what one and several records are called ("record", "records"). kind: which the resource: glossary or tm; a language whose words agree with the noun (gender, case, article) writes a sentence for each, other is for any other noun. */
export declare const resourceDeleteMessage: Message<'kit'>;
/** Title of the confirmation before deleting a glossary or translation memory. owner: what is deleted, as written inside a sentence ("glossary"). kind: which the resource: glossary or tm, each with a sentence of its own (the same words in English) that a language whose words agree with the noun (gender, case, article) writes to agree with it; other is for any other noun. */
export declare const resourceDeleteTitle: Message<'kit'>;
/** Tooltip of a sortable column header: what a click does. {next} is ascending, descending, or own: back to the order the list has when unsorted (as added, as uploaded). */
export declare const sortBy: Message<'kit'>;
/** Said in a person picker's list (choosing who takes a step, whom a disabled user's steps go to) when no enabled user's name, username or email holds what was typed. {search}: what was typed. */
export declare const personPickerNoMatch: Message<'kit'>;
/** Said in a person picker's list while the server searches the people matching what was typed. */
export declare const personPickerSearching: Message<'kit'>;
/** Said in a person picker's list when the search of the people failed (network, server). */
export declare const personPickerFailed: Message<'kit'>;
