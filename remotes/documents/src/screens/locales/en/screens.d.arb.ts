// The messages of screens.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Shown while the document screen loads the document. */
export declare const documentLoading: Message<'screens'>;
/** Title of the error shown when the document screen could not load the document; the reason and a Retry button follow. */
export declare const documentNotLoaded: Message<'screens'>;
/** Message of the dialog asking for the password again over the editor when the session ended. */
export declare const documentSessionEnded: Message<'screens'>;
/** Title of the error shown on the document screen when the server could not read the uploaded file; its reason follows. */
export declare const documentNotRead: Message<'screens'>;
/** Shown as the reason a document could not be read when the server gave none. */
export declare const documentUnknownError: Message<'screens'>;
/** Shown on the document screen while the server reads the uploaded file. */
export declare const documentReadingFile: Message<'screens'>;
/** Link shown to keyboard users at the top of the document screen: moves the focus past the header and toolbar to the segments. */
export declare const documentSkipToSegments: Message<'screens'>;
/** Accessible name of the document's languages ("en → de") in the document screen's header. */
export declare const documentLanguages: Message<'screens'>;
/** What the Alt+Q shortcut does, as the editor's keyboard help lists it. */
export declare const documentQaReportShortcut: Message<'screens'>;
/** Link in the document screen's header to the document's QA report. */
export declare const documentQaReport: Message<'screens'>;
/** Accessible name of the document's progress figures in the document screen's header. */
export declare const documentProgress: Message<'screens'>;
/** Progress figure in the document screen's header. {part} is the number of translated segments (in bold), {whole} the number of segments. */
export declare const documentTranslatedSegmentsOf: Message<'screens'>;
/** Accessible name of the progress bar of translated segments in the document screen's header. */
export declare const documentTranslatedSegments: Message<'screens'>;
/** Progress figure in the document screen's header. {part} is the number of confirmed segments (in bold), {whole} the number of segments. */
export declare const documentConfirmedSegmentsOf: Message<'screens'>;
/** Accessible name of the progress bar of confirmed segments in the document screen's header. */
export declare const documentConfirmedSegments: Message<'screens'>;
/** Label of the figure of translated words in the document screen's header. */
export declare const documentTranslatedWords: Message<'screens'>;
/** Label of the figure of confirmed words in the document screen's header. */
export declare const documentConfirmedWords: Message<'screens'>;
/** A figure of words in the document screen's header, after its label (Translated words, Confirmed words). {part} is the number of those words (in bold), {whole} the document's number of words. */
export declare const documentWordsOf: Message<'screens'>;
/** Figure in the document screen's header. {count} is the number of segments a reviewer rejected, {shown} that number as shown (in bold). */
export declare const documentRejectedSegments: Message<'screens'>;
/** Figure in the document screen's header. {count} is the number of segments with QA errors, {shown} that number as shown (in bold). */
export declare const documentQaErrorSegments: Message<'screens'>;
/** Shown in place of the segment grid while it waits for the person's workflow step. */
export declare const documentLoadingSegments: Message<'screens'>;
/** Accessible name of the line under the grid that says why the last key did nothing. */
export declare const documentEditorMessages: Message<'screens'>;
/** Accessible name of the list of other people who have the document open. */
export declare const documentAlsoInDocument: Message<'screens'>;
/** Words before the names of the other people who have the document open. */
export declare const documentAlsoHere: Message<'screens'>;
/** After the name of another person who has the document open, when they are editing a segment (after a " · "). */
export declare const documentEditingSegment: Message<'screens'>;
/** Words before the numbers of the segments with unsaved changes, each number a button that goes to it. {count} is how many segments. */
export declare const documentUnsavedIn: Message<'screens'>;
/** Accessible name of the button (showing the segment's number) that goes to a segment with unsaved changes. {number} is its number. */
export declare const documentGoToUnsaved: Message<'screens'>;
/** Title of the notice offering back targets typed on an earlier visit and never saved. */
export declare const documentEarlierDraftsTitle: Message<'screens'>;
/** Button of the notice of unsaved targets from an earlier visit: puts them back in the editor. */
export declare const documentRestore: Message<'screens'>;
/** Button of the notice of unsaved targets from an earlier visit: forgets them. */
export declare const documentDiscard: Message<'screens'>;
/** Body of the notice of unsaved targets from an earlier visit. {count} is how many segments, {numbers} their numbers separated by commas. "Restore" is the notice's button (documentRestore). */
export declare const documentEarlierDrafts: Message<'screens'>;
/** Title of the dialog shown when leaving the document with unsaved targets. */
export declare const documentLeaveTitle: Message<'screens'>;
/** Button of the dialog shown when leaving the document with unsaved targets: stays on the document. */
export declare const documentStay: Message<'screens'>;
/** Button of the dialog shown when leaving the document with unsaved targets: forgets them and leaves. */
export declare const documentDiscardAndLeave: Message<'screens'>;
/** Body of the dialog shown when leaving the document with unsaved targets. {count} is how many segments, {numbers} their numbers separated by commas. */
export declare const documentLeaveMessage: Message<'screens'>;
/** What the Ctrl+G shortcut does, as the editor's keyboard help lists it. */
export declare const documentGoToShortcut: Message<'screens'>;
/** Accessible name of the field in the editor's toolbar that takes a segment number to go to. */
export declare const documentGoToSegment: Message<'screens'>;
/** Placeholder of the go-to-segment field. {shortcut} is its keyboard shortcut (Ctrl+G). */
export declare const documentGoToPlaceholder: Message<'screens'>;
/** Button beside the go-to-segment field. */
export declare const documentGo: Message<'screens'>;
/** Title of the page shown for a document that does not exist. */
export declare const documentNotFound: Message<'screens'>;
/** Body of the page shown for a document that does not exist. {home} is a link back to the home page at its end, whose text is the message documentBackHome; put it where the language puts such a link (Japanese: no space before it). */
export declare const documentNotFoundBody: Message<'screens'>;
/** Text of the link {home} at the end of documentNotFoundBody, on the page shown for a document that does not exist. */
export declare const documentBackHome: Message<'screens'>;
/** Link in the document screen's header downloading the translated file. {format} is a format name (XLIFF, Word document…). */
export declare const documentDownloadAs: Message<'screens'>;
/** Link in the document screen's header downloading the translated file, when its format has no name. */
export declare const documentDownloadFile: Message<'screens'>;
/** Tooltip of the Download XLIFF link of a document in another format. */
export declare const documentXliffHint: Message<'screens'>;
/** Shown while the QA report loads. */
export declare const qaReportLoading: Message<'screens'>;
/** Title of the error shown when the QA report could not load; the reason and a Retry button follow. */
export declare const qaReportNotLoaded: Message<'screens'>;
/** Title of a document's QA report page. */
export declare const qaReportTitle: Message<'screens'>;
/** Subtitle of the QA report. {errors} is the number of segments with QA errors, {errorsShown} that number as shown (in bold), {issuesShown} the number of segments with warnings or errors not ignored (in bold), {total} the document's number of segments. */
export declare const qaReportSummary: Message<'screens'>;
/** Heading of the QA report's list of segments when no check is chosen. */
export declare const qaReportSegmentsWithFindings: Message<'screens'>;
/** Accessible name of the QA report's table of segments. */
export declare const qaReportSegmentsTable: Message<'screens'>;
/** Button of the QA report that lifts the choice of one check. */
export declare const qaReportShowEveryCheck: Message<'screens'>;
/** Accessible name of the pagination of the QA report's segments. */
export declare const qaReportSegmentPages: Message<'screens'>;
/** Accessible name of the QA report's table of checks with their counts. */
export declare const qaReportFindingsPerCheck: Message<'screens'>;
/** Column header of the QA report's table of checks: the check's name. */
export declare const qaReportCheckColumn: Message<'screens'>;
/** Column header of the QA report's table of checks: the number of segments with the finding. */
export declare const qaReportSegmentsColumn: Message<'screens'>;
/** Column header of the QA report's table of checks: the number of segments where the warning was ignored. */
export declare const qaReportIgnoredColumn: Message<'screens'>;
/** Badge of a QA check whose findings are errors (they block confirming). */
export declare const qaReportError: Message<'screens'>;
/** Badge of a QA check whose findings are warnings. */
export declare const qaReportWarning: Message<'screens'>;
/** Title shown in place of the QA report's segments when there is none. */
export declare const qaReportNoFindings: Message<'screens'>;
/** Text shown in place of the QA report's segments when there is none. */
export declare const qaReportNoFindingsText: Message<'screens'>;
/** Column header of the QA report's table of segments: the segment's number. */
export declare const qaReportNumberColumn: Message<'screens'>;
/** Column header of the QA report's table of segments: the source text. */
export declare const qaReportSourceColumn: Message<'screens'>;
/** Column header of the QA report's table of segments: the translation. */
export declare const qaReportTargetColumn: Message<'screens'>;
/** Column header of the QA report's table of segments: the segment's QA findings. */
export declare const qaReportFindingsColumn: Message<'screens'>;
/** Accessible name of the link (showing the segment's number) that opens a segment in the editor. {number} is its number. */
export declare const qaReportOpenSegment: Message<'screens'>;
/** A QA warning someone ignored on a segment. {message} is the finding, in the server's words. */
export declare const qaReportIgnoredFinding: Message<'screens'>;
/** A QA error on a segment. {message} is the finding, in the server's words. */
export declare const qaReportErrorFinding: Message<'screens'>;
/** A QA warning on a segment. {message} is the finding, in the server's words. */
export declare const qaReportWarningFinding: Message<'screens'>;
/** Shown on the project page while the part editing its memories and glossaries downloads. */
export declare const projectPageLoadingResources: Message<'screens'>;
/** Title of the page shown for a project that does not exist. */
export declare const projectPageNotFound: Message<'screens'>;
/** Link of the page shown for a project that does not exist; Home is the home screen. */
export declare const projectPageBackHome: Message<'screens'>;
/** Body of the page shown for a project that does not exist. */
export declare const projectPageNotFoundText: Message<'screens'>;
/** Shown while the project page loads the project. */
export declare const projectPageLoading: Message<'screens'>;
/** Title of the error shown when the project page could not load the project; the reason and a Retry button follow. */
export declare const projectPageNotLoaded: Message<'screens'>;
/** Accessible name of the navigation above the project page's title. */
export declare const projectPageBreadcrumb: Message<'screens'>;
/** Link to the home screen above the project page's title. */
export declare const projectPageHome: Message<'screens'>;
/** Link of the project page downloading every translated file in a ZIP. */
export declare const projectPageDownloadAll: Message<'screens'>;
/** Link of the project page (managers) downloading one target language's documents as an OmegaT project in a ZIP, with its TM matches, terms and translations. {language} is the language code. */
export declare const projectPageOmegatPackage: Message<'screens'>;
/** Button of the project page opening the project's settings. */
export declare const projectPageSettings: Message<'screens'>;
/** Button of the project page opening the pre-translation dialog. */
export declare const projectPagePretranslate: Message<'screens'>;
/** Button of the project page opening the dialog uploading files into the project. */
export declare const projectPageUploadFiles: Message<'screens'>;
/** Title of the project page's card of progress bars. */
export declare const projectPageProgress: Message<'screens'>;
/** Shown in the project page's progress card while the figures are counted. */
export declare const projectPageCounting: Message<'screens'>;
/** Title of the project page's card of documents. */
export declare const projectPageDocuments: Message<'screens'>;
/** Accessible name of the project's languages ("en → de, fr") under the project page's title. */
export declare const projectPageLanguages: Message<'screens'>;
/** Under the project page's title. {client} is the client's name. */
export declare const projectPageClient: Message<'screens'>;
/** Under the project page's title. {date} is the project's due date (YYYY-MM-DD). */
export declare const projectPageDue: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the document's preview pane beside the grid could not be downloaded. */
export declare const partPreview: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's part editing its translation memories and glossaries could not be downloaded. */
export declare const partResources: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's analysis card could not be downloaded. */
export declare const partProjectAnalysis: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's quality (LQA) settings card could not be downloaded. */
export declare const partQualitySettings: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's report card could not be downloaded. */
export declare const partReport: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's card of workflow assignments could not be downloaded. */
export declare const partAssignments: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's webhooks card could not be downloaded. */
export declare const partWebhooks: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's card of its Git repository connection could not be downloaded. */
export declare const partRepository: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's screenshots card could not be downloaded. */
export declare const partScreenshots: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project settings dialog could not be downloaded. */
export declare const partProjectSettings: Message<'screens'>;
/** Accessible name of the breadcrumb navigation (Home / project / …) above a document's screens. */
export declare const projectBreadcrumb: Message<'screens'>;
/** First link of the breadcrumb above a document's screens, to the home screen. */
export declare const projectBreadcrumbHome: Message<'screens'>;
/** Breadcrumb link to a document's project, shown while the project's name loads. */
export declare const projectBreadcrumbProject: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog uploading files into a project could not be downloaded. */
export declare const partUploadDialog: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of a project's pre-translation dialog could not be downloaded. */
export declare const partPretranslateDialog: Message<'screens'>;
/** Accessible name of the project page's row of tabs. */
export declare const projectTabsLabel: Message<'screens'>;
/** Tab of the project page: its progress and its documents (shown first). */
export declare const projectTabDocuments: Message<'screens'>;
/** Tab of the project page: who does which step of each document. */
export declare const projectTabAssignments: Message<'screens'>;
/** Tab of the project page: the translation memories and glossaries its documents use. */
export declare const projectTabResources: Message<'screens'>;
/** Tab of the project page: its quality settings (LQA error categories and thresholds). */
export declare const projectTabQuality: Message<'screens'>;
/** Tab of the project page: the analysis of its documents' words against the memories. */
export declare const projectTabAnalysis: Message<'screens'>;
/** Tab of the project page, for managers: who did how much work in a period. */
export declare const projectTabReport: Message<'screens'>;
/** Tab of the project page, for managers: its connection to a Git repository. */
export declare const projectTabRepository: Message<'screens'>;
/** Tab of the project page: images of the app's screens with the boxes of the strings on them. */
export declare const projectTabScreenshots: Message<'screens'>;
/** Tab of the project page, for managers: the addresses told about its events. */
export declare const projectTabWebhooks: Message<'screens'>;
/** Badge beside the editor's package banner. */
export declare const documentHandoffReadOnly: Message<'screens'>;
/** Tab of the project page, for managers: documents sent out as packages to a desktop tool (OmegaT) and their returns. */
export declare const projectTabPackages: Message<'screens'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the project page's packages card could not be downloaded. */
export declare const partPackages: Message<'screens'>;
