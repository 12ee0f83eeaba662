// The messages of documents.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Error shown when saving a segment failed because another person saved it first (a conflict). */
export declare const segmentChangedMeanwhile: Message<'documents'>;
/** Error shown when the server no longer knows the segment or list asked for (not found). */
export declare const segmentGone: Message<'documents'>;
/** Accessible name of a chip standing for an inline code (a tag of the file's formatting) inside segment text. {label} is the chip's label, such as <1>, </1> or {1}. Lowercase: read in the middle of a sentence. */
export declare const inlineCodeChip: Message<'documents'>;
/** Note under a project's linked translation memory or glossary. {name} is its name, {pair} its languages ("en → de"), {projectPair} the project's languages ("en → de, fr"). */
export declare const languageFitSourceDiffers: Message<'documents'>;
/** Note under a project's linked translation memory or glossary. {name} is its name, {pair} its languages ("en → it"), {projectPair} the project's languages ("en → de, fr"). */
export declare const languageFitNoTarget: Message<'documents'>;
/** Note under a project's linked translation memory or glossary that serves regional forms of its languages. {name} is its name, {pair} its languages ("en → de"), {servedPair} the languages of the documents it serves ("en-US → de"), {variants} the regional language codes ("en-US"). */
export declare const languageFitVariants: Message<'documents'>;
/** Note under a project's linked translation memory or glossary that serves regional forms of its languages, for some target languages only. {name} is its name, {pair} its languages ("en → de"), {servedPair} the languages of the documents it serves ("en-US → de"), {unserved} the target language codes it does not serve ("fr"), {variants} the regional language codes ("en-US"). */
export declare const languageFitVariantsOnly: Message<'documents'>;
/** Note under a project's linked translation memory or glossary that serves some of the project's target languages. {name} is its name, {pair} its languages ("en → de"), {served} the target language codes it serves ("de"), {unserved} those it does not ("fr"). */
export declare const languageFitSomeTargets: Message<'documents'>;
/** Note under a translation memory or glossary linked to a document itself. {name} is its name, {pair} its languages ("en → it"), {documentPair} the document's languages ("en → de"). */
export declare const languageFitOtherLanguages: Message<'documents'>;
/** Note under a translation memory or glossary linked to a document whose languages are regional forms of its own. {name} is its name, {pair} its languages ("en → de"), {documentPair} the document's languages ("en-US → de-DE"). */
export declare const languageFitDocumentVariants: Message<'documents'>;
/** Accessible name of the list of notes on which languages the linked translation memories serve. */
export declare const languageFitMemoriesServe: Message<'documents'>;
/** Accessible name of the list of notes on which languages the linked glossaries serve. */
export declare const languageFitGlossariesServe: Message<'documents'>;
/** How a linked translation memory is used: its matches are read, confirmed segments are not written to it. Option of a select and word in lists of memories. */
export declare const linksModeRead: Message<'documents'>;
/** How a linked translation memory is used: its matches are read and confirmed segments are written to it. Option of a select and words in lists of memories. */
export declare const linksModeWrite: Message<'documents'>;
/** Accessible name of the select of how a linked translation memory is used (read, or read and write). {name} is the memory's name. */
export declare const linksModeOf: Message<'documents'>;
/** Heading of the editable list of translation memories linked to a project or a document, the first one searched first. */
export declare const linksMemoriesHeading: Message<'documents'>;
/** Heading of the editable list of glossaries linked to a project or a document, the first one searched first. */
export declare const linksGlossariesHeading: Message<'documents'>;
/** Shown instead of a document's own list of memories or glossaries when it uses its project's. {names} is the project's memories or glossaries, by name, separated by commas. */
export declare const linksProjectList: Message<'documents'>;
/** Shown instead of a document's own list of memories or glossaries when it uses its project's (before the project's list is known). */
export declare const linksProjectListUsed: Message<'documents'>;
/** Shown in place of an empty list of linked translation memories or glossaries. */
export declare const linksNone: Message<'documents'>;
/** Accessible name of the ↑ button that raises a memory or glossary in the priority list. {name} is its name. */
export declare const linksMoveUp: Message<'documents'>;
/** Accessible name of the ↓ button that lowers a memory or glossary in the priority list. {name} is its name. */
export declare const linksMoveDown: Message<'documents'>;
/** Accessible name of the Remove button of a memory or glossary in the priority list; keep the button's visible word (linksRemove) in it. {name} is its name. */
export declare const linksRemoveNamed: Message<'documents'>;
/** Button that takes a memory or glossary off the priority list (it is not deleted). A small button in the list's row. */
export declare const linksRemove: Message<'documents'>;
/** Error shown where memories are added to a priority list. {error} is the reason, from the server or the connection. */
export declare const linksMemoriesNotLoaded: Message<'documents'>;
/** Error shown where glossaries are added to a priority list. {error} is the reason, from the server or the connection. */
export declare const linksGlossariesNotLoaded: Message<'documents'>;
/** Label of the select of translation memories to add to the priority list. */
export declare const linksAddMemory: Message<'documents'>;
/** Label of the select of glossaries to add to the priority list. */
export declare const linksAddGlossary: Message<'documents'>;
/** First option of the select of memories or glossaries to add, while their list loads. */
export declare const linksLoading: Message<'documents'>;
/** First option of the select of memories or glossaries to add, when every one is in the list already. */
export declare const linksNothingMore: Message<'documents'>;
/** First option (nothing chosen) of the select of memories or glossaries to add. */
export declare const linksChoose: Message<'documents'>;
/** Button that adds the memory or glossary chosen in the select to the priority list. A small button beside the select. */
export declare const linksAdd: Message<'documents'>;
/** A document's quality score from review (LQA). {score} is the penalty points per 1,000 words ("30.6", shown in bold), {thousand} is the number 1,000 written the locale's way, {verdict} is the word pass or fail (qualityPass, qualityFail) in a badge, {threshold} the most penalty points per 1,000 words that still pass ("10"). */
export declare const qualityVerdict: Message<'documents'>;
/** Verdict of a document's quality score that is within the threshold, in a green badge. */
export declare const qualityPass: Message<'documents'>;
/** Verdict of a document's quality score above the threshold, in a red badge. */
export declare const qualityFail: Message<'documents'>;
/** Tooltip of a document's quality score when reviewers recorded no error. {words} is the number of words reviewed. */
export declare const qualityNoErrors: Message<'documents'>;
/** One kind of error in the tooltip of a quality score: {category} and {severity} are the error typology's own words as the project names them ("terminology", "major"), {count} how many were recorded. */
export declare const qualityErrorKind: Message<'documents'>;
/** What stands between two kinds of error (qualityErrorKind) in the tooltip of a quality score: a comma and a space in English. */
export declare const qualityErrorKindSeparator: Message<'documents'>;
/** Tooltip of a document's quality score. {errors} is the number of errors recorded, {words} the number of words reviewed, {kinds} the errors by kind ("terminology major ×1, accuracy minor ×2"), {points} the penalty points in all ("7", may have decimals). */
export declare const qualityBreakdown: Message<'documents'>;
/** Accessible name (hidden legend) of the group of a project's language fields. */
export declare const languagesLegend: Message<'documents'>;
/** Label of the field of a project's source language. */
export declare const languagesSource: Message<'documents'>;
/** Label of the field of a project's first target language. */
export declare const languagesTarget: Message<'documents'>;
/** Label of the field of a project's second, third… target language. {number} is its place (2, 3…). */
export declare const languagesTargetNumbered: Message<'documents'>;
/** Accessible name of the Remove button of a project's first target language; keep the button's visible word (languagesRemove) in it. {code} is the language code typed ("de"), or empty. */
export declare const languagesRemoveTarget: Message<'documents'>;
/** Accessible name of the Remove button of a project's second, third… target language; keep the button's visible word (languagesRemove) in it. {number} is its place (2, 3…), {code} the language code typed ("fr"), or empty. */
export declare const languagesRemoveTargetNumbered: Message<'documents'>;
/** Button beside a project's target language field that removes it. A small button beside the field. */
export declare const languagesRemove: Message<'documents'>;
/** Button that adds a field for one more target language to a project. */
export declare const languagesAddTarget: Message<'documents'>;
/** Hint under a project's language fields. */
export declare const languagesOneDocumentPerTarget: Message<'documents'>;
/** Name of the first step of a document's workflow, in which a translator translates it. Also a column header of a project's assignments table. */
export declare const stepTranslation: Message<'documents'>;
/** Name of the workflow step in which a reviewer checks the translation. Also a column header of a project's assignments table. */
export declare const stepReview: Message<'documents'>;
/** Name of the optional workflow step of a second reviewer, after the first review. Also a column header of a project's assignments table. */
export declare const stepSecondReview: Message<'documents'>;
/** A workflow step's assignee whose account an administrator disabled since. {name} is the person's name. */
export declare const assigneeDisabled: Message<'documents'>;
/** Button in the document screen's header that opens the dialog renaming the document. */
export declare const documentRename: Message<'documents'>;
/** Button in the document screen's header that asks to delete the document. */
export declare const documentDelete: Message<'documents'>;
/** Title of the dialog renaming a document. */
export declare const documentRenameTitle: Message<'documents'>;
/** Label of the name field of the dialog renaming a document. */
export declare const documentName: Message<'documents'>;
/** Title of the dialog confirming a document's deletion. */
export declare const documentDeleteTitle: Message<'documents'>;
/** Body of the dialog confirming a document's deletion. {name} is the document's name (in bold), {segments} its number of segments. */
export declare const documentDeleteMessage: Message<'documents'>;
/** Confirm button of the dialog deleting a document. */
export declare const documentDeleteConfirm: Message<'documents'>;
/** Shown while the document screen's code downloads. */
export declare const screenLoadingDocument: Message<'documents'>;
/** Shown while the QA report's code downloads. */
export declare const screenLoadingQaReport: Message<'documents'>;
/** Shown while the project page's code downloads. */
export declare const screenLoadingProject: Message<'documents'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the document screen (the editor) could not be downloaded. */
export declare const partDocumentEditor: Message<'documents'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of a document's QA report page could not be downloaded. */
export declare const partQaReport: Message<'documents'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page could not be downloaded. */
export declare const partProjectPage: Message<'documents'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog renaming a document could not be downloaded. */
export declare const partRenameDialog: Message<'documents'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog deleting a document could not be downloaded. */
export declare const partDeleteDialog: Message<'documents'>;
/** Label of a project's target languages taken together, as a problem with them names them ("Target languages: …"). */
export declare const languagesTargets: Message<'documents'>;
/** A problem with a form's field, in the list of what cannot be saved. {field} is the field's label; {problem} what is wrong with it ("required", "at most 255 characters"). */
export declare const formFieldProblem: Message<'documents'>;
/** Separator between two problems of a form in the list of what cannot be saved. Keep the spacing your language uses. */
export declare const formProblemSeparator: Message<'documents'>;
/** Problem of a field left empty: a form's problem, after the field's label ("Project name: required"). */
export declare const formRequired: Message<'documents'>;
/** Problem of a text too short: a form's problem, after the field's label ("Project name: required"). {minimum} is the fewest characters allowed. */
export declare const formTooShort: Message<'documents'>;
/** Problem of a text too long: a form's problem, after the field's label ("Project name: required"). {maximum} is the most characters allowed. */
export declare const formTooLong: Message<'documents'>;
/** Problem of a list with too few items: a form's problem, after the field's label ("Project name: required"). {minimum} is the fewest items allowed. */
export declare const formTooFew: Message<'documents'>;
/** Problem of a list with too many items: a form's problem, after the field's label ("Project name: required"). {maximum} is the most items allowed. */
export declare const formTooMany: Message<'documents'>;
/** Problem of a number too small: a form's problem, after the field's label ("Project name: required"). {minimum} is the smallest allowed (formatted). */
export declare const formTooSmall: Message<'documents'>;
/** Problem of a number too large: a form's problem, after the field's label ("Project name: required"). {maximum} is the largest allowed (formatted). */
export declare const formTooLarge: Message<'documents'>;
/** Problem of a value that is not one the field takes: a form's problem, after the field's label ("Project name: required"). */
export declare const formInvalid: Message<'documents'>;
/** Problem of a text not in the form the field takes: a form's problem, after the field's label ("Project name: required"). */
export declare const formInvalidFormat: Message<'documents'>;
/** Problem of a field that takes a date: a form's problem, after the field's label ("Project name: required"). Keep YYYY-MM-DD as the way the date is written, in your language's letters if it has its own. */
export declare const formNotDate: Message<'documents'>;
/** Problem of a field that takes a date with a time: a form's problem, after the field's label ("Project name: required"). */
export declare const formNotDateTime: Message<'documents'>;
/** Problem of a field that takes an email address: a form's problem, after the field's label ("Project name: required"). */
export declare const formNotEmail: Message<'documents'>;
/** Problem of a field that takes a web address: a form's problem, after the field's label ("Project name: required"). */
export declare const formNotUrl: Message<'documents'>;
/** Problem of a language field: a form's problem, after the field's label ("Project name: required"). en and de-AT are language codes: keep them. */
export declare const formNotLanguage: Message<'documents'>;
/** Problem of a project's target languages when one is named twice: a form's problem, after the field's label ("Project name: required"). */
export declare const formLanguageTwice: Message<'documents'>;
/** Problem of a project's target languages when the source language is among them: a form's problem, after the field's label ("Project name: required"). */
export declare const formLanguageIsSource: Message<'documents'>;
/** Name of the error category "accuracy" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultCategoryAccuracy: Message<'documents'>;
/** Name of the error category "fluency" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultCategoryFluency: Message<'documents'>;
/** Name of the error category "terminology" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultCategoryTerminology: Message<'documents'>;
/** Name of the error category "style" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultCategoryStyle: Message<'documents'>;
/** Name of the error category "locale-convention" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultCategoryLocaleConvention: Message<'documents'>;
/** Name of the error severity "minor" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultSeverityMinor: Message<'documents'>;
/** Name of the error severity "major" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultSeverityMajor: Message<'documents'>;
/** Name of the error severity "critical" of the default error typology (MQM core), used until a project names its own. */
export declare const lqaDefaultSeverityCritical: Message<'documents'>;
/** Said of an uploaded Word or OpenDocument file once it is read: how many tracked changes it holds, and that the translation is of the text with every change accepted (deleted text left out). {count} is the number of changes. */
export declare const reviewMarksTrackedChanges: Message<'documents'>;
/** Said of an uploaded file once it is read, after the tracked changes: its comments stay in the translated file and translators see (and translate) them as segments. {count} is the number of comments. */
export declare const reviewMarksCommentsShown: Message<'documents'>;
/** Said of an uploaded PowerPoint or Excel file once it is read: its comments stay in the translated file untouched, and are not offered to translators. {count} is the number of comments. */
export declare const reviewMarksCommentsKept: Message<'documents'>;
/** Accessible name of the note saying how many tracked changes and comments an uploaded file holds. {name} is the document's name. */
export declare const reviewMarksOf: Message<'documents'>;
/** A document out in a package without a due date (its segments read-only meanwhile): under its name on the project's tables, and in the editor's banner. {format} is the package's kind (omegat: an OmegaT project; xliff2, xliff12: an XLIFF 2.0 or 1.2 kit), {person} whom it went to, {since} when it left. */
export declare const packageOut: Message<'documents'>;
/** A document out in a package with a due date (its segments read-only meanwhile): under its name on the project's tables, and in the editor's banner. {format} is the package's kind (omegat: an OmegaT project; xliff2, xliff12: an XLIFF 2.0 or 1.2 kit), {person} whom it went to, {since} when it left, {due} when it is due. */
export declare const packageOutDue: Message<'documents'>;
/** For {person} in the package lines when every document of the language went out in the package. */
export declare const packageOutEveryone: Message<'documents'>;
/** Badge of a document out in a package, in the project's documents table (its full line is the badge's description). */
export declare const packageOutBadge: Message<'documents'>;
/** After the package line in the editor's banner: who can end the package early. */
export declare const packageOutTakeBack: Message<'documents'>;
