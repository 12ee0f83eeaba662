// The messages of home.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Accessible name of the progress bar of confirmed segments of a document or project on the home screen. {name} is the document's or project's name. */
export declare const homeConfirmedSegmentsOf: Message<'home'>;
/** Caption above a project's progress bar of confirmed segments on the home screen. A narrow column. */
export declare const homeConfirmedSegments: Message<'home'>;
/** Accessible name of the progress bar of confirmed words of a project on the home screen. {name} is the project's name. */
export declare const homeConfirmedWordsOf: Message<'home'>;
/** Caption above a project's progress bar of confirmed words on the home screen. A narrow column. */
export declare const homeConfirmedWords: Message<'home'>;
/** A document's progress figures under its bar on the home screen: confirmed of all segments, confirmed of all words. {confirmedSegments} and {confirmedWords} are the confirmed counts (already formatted), {segments} and {words} the totals. */
export declare const homeConfirmationFigures: Message<'home'>;
/** A project's figures under its bars on the home screen: its number of documents, confirmed of all segments, confirmed of all words. {documents} is the number of documents, {confirmedSegments} and {confirmedWords} the confirmed counts (already formatted), {segments} and {words} the totals. */
export declare const homeProjectConfirmationFigures: Message<'home'>;
/** Heading of the home screen's list of projects, and that table's accessible name. */
export declare const homeProjects: Message<'home'>;
/** Shown in place of the home screen's list of projects when there is none. */
export declare const homeNoProjects: Message<'home'>;
/** Button of the home screen's list of projects that opens the dialog creating one. */
export declare const homeNewProject: Message<'home'>;
/** Column header of the home screen's table of projects: the project's name and its documents. */
export declare const homeProjectColumn: Message<'home'>;
/** Column header of the home screen's tables of projects and documents: source → target languages. A narrow column. */
export declare const homeLanguagesColumn: Message<'home'>;
/** Column header of the home screen's tables of projects and documents: how much is confirmed. */
export declare const homeConfirmedColumn: Message<'home'>;
/** Column header of the home screen's table of projects: the buttons of each project. */
export declare const homeActionsColumn: Message<'home'>;
/** Accessible name of the list of a project's documents in its row on the home screen. {name} is the project's name. */
export declare const homeDocumentsOfProject: Message<'home'>;
/** Where a project's document stands, beside its name on the home screen while it is not ready. {status} is the status code; each case is the word shown for it (lowercase). A small status word: keep each case short. */
export declare const homeDocumentStatus: Message<'home'>;
/** Accessible name of a project's Analysis button on the home screen; keep the button's visible word (homeAnalysis) in it. {name} is the project's name. */
export declare const homeAnalysisOf: Message<'home'>;
/** Button of a project's row on the home screen that opens its analysis (word counts by match band). A small button, beside up to four others in the row. */
export declare const homeAnalysis: Message<'home'>;
/** Accessible name of a project's Upload files button on the home screen; keep the button's visible words (homeUploadFiles) in it. {name} is the project's name. */
export declare const homeUploadFilesInto: Message<'home'>;
/** Button of a project's row on the home screen that opens the dialog uploading files into it. A small button, beside up to four others in the row. */
export declare const homeUploadFiles: Message<'home'>;
/** Accessible name of the link to a project's memories and glossaries on the home screen; keep the link's visible words (homeResources) in it for voice control. {name} is the project's name. */
export declare const homeResourcesOf: Message<'home'>;
/** Link of a project's row on the home screen to its translation memories and glossaries on the project page. A small link styled as a button, beside up to four others in the row. */
export declare const homeResources: Message<'home'>;
/** Accessible name of a project's Pre-translate button on the home screen; keep the button's visible word (homePretranslate) in it. {name} is the project's name. */
export declare const homePretranslateNamed: Message<'home'>;
/** Button of a project's row on the home screen that opens the pre-translation dialog (filling segments from memories). A small button, beside up to four others in the row. */
export declare const homePretranslate: Message<'home'>;
/** Accessible name of a project's Delete button on the home screen; keep the button's visible word (homeDelete) in it. {name} is the project's name. */
export declare const homeDeleteNamed: Message<'home'>;
/** Button of a project's row on the home screen that asks to delete the project. A small button, beside up to four others in the row. */
export declare const homeDelete: Message<'home'>;
/** Title of the dialog confirming a project's deletion. {name} is the project's name. */
export declare const homeDeleteProjectTitle: Message<'home'>;
/** Body of the dialog confirming a project's deletion: what goes with it. {count} is the number of its documents, {names} their names separated by commas. */
export declare const homeDeleteProjectMessage: Message<'home'>;
/** Confirm button of the dialog deleting a project. */
export declare const homeDeleteProject: Message<'home'>;
/** Heading of the home screen's list of documents outside any project, and that table's accessible name. */
export declare const homeDocuments: Message<'home'>;
/** Shown in place of the home screen's list of documents when there is none. */
export declare const homeNoDocuments: Message<'home'>;
/** Accessible name of the pagination under the home screen's list of documents outside any project. */
export declare const homeDocumentPages: Message<'home'>;
/** Accessible name of the pagination under the home screen's list of projects. */
export declare const homeProjectPages: Message<'home'>;
/** Link under the few newest documents a project's row on the home screen lists, to the project's page that lists them all. {count} is how many more documents the project has. */
export declare const homeMoreDocuments: Message<'home'>;
/** Column header of the home screen's table of documents: the document's name. */
export declare const homeNameColumn: Message<'home'>;
/** Column header of the home screen's table of documents: the file format (XLIFF, Word document…). A narrow column. */
export declare const homeFormatColumn: Message<'home'>;
/** Column header of the home screen's table of documents: whether the file has been read. A narrow column. */
export declare const homeStatusColumn: Message<'home'>;
/** Tooltip of the count of a document's open comments on the home screen. */
export declare const homeOpenCommentsHint: Message<'home'>;
/** Badge beside a document's name on the home screen. {count} is the number of comments not resolved yet. */
export declare const homeOpenComments: Message<'home'>;
/** Tooltip of a document's progress on the home screen. {confirmed} is the number of confirmed words (already formatted), {words} the document's number of words. */
export declare const homeWordsConfirmed: Message<'home'>;
/** Label of the field asking the source language of an uploaded file that does not state it. */
export declare const homeSourceLanguage: Message<'home'>;
/** Placeholder of the source language field of an upload: an example language code (keep the code). */
export declare const homeSourceLanguageExample: Message<'home'>;
/** Label of the field asking the target language of an uploaded file that does not state it. */
export declare const homeTargetLanguage: Message<'home'>;
/** Placeholder of the target language field of an upload: an example language code (keep the code). */
export declare const homeTargetLanguageExample: Message<'home'>;
/** Error beside the Upload document button when the upload failed without a reason. */
export declare const homeUploadFailed: Message<'home'>;
/** Error when a chosen file is of a format Tessera does not read. {formats} lists the formats with their file extensions. */
export declare const homeFormatsAccepted: Message<'home'>;
/** Error when a chosen file is too large to upload. {limit} is the largest size allowed ("250 MB"). */
export declare const homeFileTooLarge: Message<'home'>;
/** Accessible name of the progress bar of a document being uploaded. */
export declare const homeUploadProgress: Message<'home'>;
/** Checkbox shown when uploading subtitles: cues that continue a sentence become one segment. */
export declare const homeJoinCues: Message<'home'>;
/** Button that uploads the file again with the language(s) just given in the fields beside it. */
export declare const homeUploadWithLanguages: Message<'home'>;
/** Button that uploads the chosen subtitle file once the choice of joining cues is made. */
export declare const homeUpload: Message<'home'>;
/** Accessible name of the hidden file input behind the Upload document button. */
export declare const homeDocumentFile: Message<'home'>;
/** Note beside the Upload document button. {formats} is the list of the format names Tessera reads. */
export declare const homeReadsFormats: Message<'home'>;
/** Button of the home screen's list of documents that opens the file chooser. */
export declare const homeUploadDocument: Message<'home'>;
/** Title of the dialog creating a project. */
export declare const homeNewProjectTitle: Message<'home'>;
/** Submit button of the dialog creating a project. */
export declare const homeCreateProject: Message<'home'>;
/** Label of the name field of the dialog creating a project. */
export declare const homeProjectName: Message<'home'>;
/** Label of the description field of the dialog creating a project. */
export declare const homeProjectDescription: Message<'home'>;
/** Button closing the upload, analysis or pre-translation dialog of a project. */
export declare const homeClose: Message<'home'>;
/** Title of the dialog uploading files into a project. {name} is the project's name. */
export declare const homeUploadFilesTitle: Message<'home'>;
/** Title of the upload dialog opened to send a document's file again. {name} is the document's name, {project} the project's. */
export declare const homeUploadAgainTitle: Message<'home'>;
/** Note in the dialog uploading a document's file again: the failed document goes once the new upload starts. */
export declare const homeUploadAgainReplaces: Message<'home'>;
/** Accessible name of the hidden file input of the dialog uploading files into a project. */
export declare const homeFilesToUpload: Message<'home'>;
/** Button of the upload dialog that opens the file chooser. */
export declare const homeChooseFiles: Message<'home'>;
/** Hint of the upload dialog of a project with several target languages. {languages} lists the target language codes ("de, fr"). */
export declare const homeOneDocumentPerLanguage: Message<'home'>;
/** Accessible name of the list of files being uploaded in a project's upload dialog. */
export declare const homeUploads: Message<'home'>;
/** Accessible name of the progress bar of one file's upload. {name} is the file's name. */
export declare const homeUploadOf: Message<'home'>;
/** Accessible name of the list of documents one uploaded file became (one per target language). {name} is the file's name. */
export declare const homeDocumentsOfFile: Message<'home'>;
/** Status of an uploaded file while the server reads its segments. */
export declare const homeBeingRead: Message<'home'>;
/** Status of an uploaded file the server could not read. {reason} is the server's reason. */
export declare const homeCouldNotBeRead: Message<'home'>;
/** Status of an uploaded file once its segments are read. */
export declare const homeReady: Message<'home'>;
/** Title of the dialog showing a project's analysis. {name} is the project's name. */
export declare const homeAnalysisTitle: Message<'home'>;
/** Link downloading a project's analysis as a CSV file. */
export declare const homeDownloadCsv: Message<'home'>;
/** Shown while a project's analysis is computed. */
export declare const homeAnalysing: Message<'home'>;
/** Accessible name of the table of a project's analysis. */
export declare const homeAnalysisTable: Message<'home'>;
/** Column header of the analysis table: the match band (100%, 95–99%, no match…). */
export declare const homeMatchColumn: Message<'home'>;
/** Column header of the analysis table: the number of segments. */
export declare const homeSegmentsColumn: Message<'home'>;
/** Column header of the analysis table: the number of words. */
export declare const homeWordsColumn: Message<'home'>;
/** Column header of the analysis table: the number of characters. */
export declare const homeCharactersColumn: Message<'home'>;
/** Last row of the analysis table: the sum of every band. */
export declare const homeAnalysisTotal: Message<'home'>;
/** Title of a project's pre-translation dialog. {name} is the project's name. */
export declare const homePretranslateTitle: Message<'home'>;
/** Button closing the pre-translation dialog without starting. */
export declare const homeCancel: Message<'home'>;
/** Submit button of the pre-translation dialog. */
export declare const homeStartPretranslation: Message<'home'>;
/** Button of the pre-translation dialog that stops the running pre-translation. */
export declare const homeStopPretranslation: Message<'home'>;
/** Label of the pre-translation's threshold field: the lowest translation memory match percentage used. */
export declare const homeLowestMatch: Message<'home'>;
/** Checkbox of the pre-translation dialog: segments filled from exact matches are confirmed. */
export declare const homeConfirmExact: Message<'home'>;
/** Checkbox of the pre-translation dialog: a translation is copied to the segments with the same source. */
export declare const homePropagateRepetitions: Message<'home'>;
/** Checkbox of the pre-translation dialog. */
export declare const homeOverwrite: Message<'home'>;
/** Hint of the pre-translation dialog: segments filled from matches below 100% stay unconfirmed. */
export declare const homeFuzzyNeverConfirmed: Message<'home'>;
/** Accessible name of the progress bar of a running pre-translation. */
export declare const homePretranslationProgress: Message<'home'>;
/** Shown while a pre-translation that was asked to stop finishes. */
export declare const homeStopping: Message<'home'>;
/** Shown while a pre-translation runs. */
export declare const homePretranslating: Message<'home'>;
/** How a pre-translation or an analysis ended, shown when the server gave no message of its own. {status} is the job's status code; each case is the word shown for it. */
export declare const homeJobStatus: Message<'home'>;
/** Checkbox of the pre-translation dialog, shown when a machine translation provider is configured. */
export declare const homeMachineTranslate: Message<'home'>;
/** Hint under the machine translation checkbox of the pre-translation dialog. {threshold} is the project's quality estimate threshold (0–100). */
export declare const homeMachineConfirmedAbove: Message<'home'>;
/** Hint under the machine translation checkbox of the pre-translation dialog when the project has no quality threshold. */
export declare const homeMachineStayDrafts: Message<'home'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog creating a project could not be downloaded. */
export declare const partNewProjectDialog: Message<'home'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog of a project's analysis on the home screen could not be downloaded. */
export declare const partAnalysisDialog: Message<'home'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog uploading files into a project could not be downloaded. */
export declare const partUploadDialog: Message<'home'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of a project's pre-translation dialog could not be downloaded. */
export declare const partPretranslateDialog: Message<'home'>;
