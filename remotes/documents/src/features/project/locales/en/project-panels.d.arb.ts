// The messages of project-panels.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Beside the analysis button of a project without documents: why it cannot run. */
export declare const projectAnalysisNoDocuments: Message<'project-panels'>;
/** Beside the analysis button when a document's file could not be read. {name} is its file name, {lang} its target language code. */
export declare const projectAnalysisUnreadable: Message<'project-panels'>;
/** Beside the analysis button while documents are still being read. */
export declare const projectAnalysisNotRead: Message<'project-panels'>;
/** Title of the project page's analysis card (match bands against the translation memories). */
export declare const projectAnalysisTitle: Message<'project-panels'>;
/** Button that runs the project analysis for the first time. */
export declare const projectAnalysisRun: Message<'project-panels'>;
/** Button that runs the project analysis again once it has results. */
export declare const projectAnalysisAgain: Message<'project-panels'>;
/** Link that downloads the project analysis as a CSV file. */
export declare const projectAnalysisDownloadCsv: Message<'project-panels'>;
/** Shown while the project analysis runs. */
export declare const projectAnalysisRunning: Message<'project-panels'>;
/** Beside the kept analysis: when it ended. {time} is the date and time, formatted. */
export declare const projectAnalysisAnalysedAt: Message<'project-panels'>;
/** Button that stops the analysis running (at its next document); the last one finished is kept. */
export declare const projectAnalysisStop: Message<'project-panels'>;
/** Accessible name of the progress bar of the analysis running. */
export declare const projectAnalysisProgress: Message<'project-panels'>;
/** Shown when the analysis running failed or was stopped. {reason} is the server's explanation. */
export declare const projectAnalysisEnded: Message<'project-panels'>;
/** Row and column of the analysis tables with the sums. */
export declare const projectAnalysisTotal: Message<'project-panels'>;
/** Accessible name of the analysis table of words by target language and match band. */
export declare const projectAnalysisByLanguage: Message<'project-panels'>;
/** First column header of the analysis table by target language. */
export declare const projectAnalysisTargetLanguage: Message<'project-panels'>;
/** Accessible name of the analysis table of words by document and match band. */
export declare const projectAnalysisByDocument: Message<'project-panels'>;
/** First column header of the analysis table by document. */
export declare const projectAnalysisDocument: Message<'project-panels'>;
/** Accessible name of the analysis table of segments, words and characters by match band. */
export declare const projectAnalysisTable: Message<'project-panels'>;
/** Column header of the analysis table: the match band (Repetitions, 100%, 95-99%…). */
export declare const projectAnalysisMatch: Message<'project-panels'>;
/** Column header of the analysis tables: a number of segments. */
export declare const projectAnalysisSegments: Message<'project-panels'>;
/** Column header of the analysis tables: a number of words. */
export declare const projectAnalysisWords: Message<'project-panels'>;
/** Column header of the analysis tables: a number of characters. */
export declare const projectAnalysisCharacters: Message<'project-panels'>;
/** Note under the analysis tables: how repetitions and matches are counted. */
export declare const projectAnalysisRepetitionsExplained: Message<'project-panels'>;
/** Accessible name of the analysis table of the segments machine translation filled, by the quality estimate of their translation. */
export declare const projectAnalysisMachineTranslated: Message<'project-panels'>;
/** First column header of the table of machine-translated segments: the quality estimate band. */
export declare const projectAnalysisQuality: Message<'project-panels'>;
/** Row of the table of machine-translated segments: those whose quality estimate (0-100) is in this range. */
export declare const projectQualityBand90: Message<'project-panels'>;
/** Row of the table of machine-translated segments: those whose quality estimate (0-100) is in this range. */
export declare const projectQualityBand75: Message<'project-panels'>;
/** Row of the table of machine-translated segments: those whose quality estimate (0-100) is in this range. */
export declare const projectQualityBand50: Message<'project-panels'>;
/** Row of the table of machine-translated segments: those whose quality estimate (0-100) is in this range. */
export declare const projectQualityBand0: Message<'project-panels'>;
/** Row of the table of machine-translated segments: those without a quality estimate. */
export declare const projectQualityBandNone: Message<'project-panels'>;
/** Match band of the analysis and the report: segments repeated in the project. A column header of the report, which has many columns. */
export declare const projectBandRepetitions: Message<'project-panels'>;
/** Match band of the analysis and the report: segments whose best translation memory match is in this range (100%: an exact match). A column header of the report, which has many columns. */
export declare const projectBand100: Message<'project-panels'>;
/** Match band of the analysis and the report: segments whose best translation memory match is in this range (100%: an exact match). A column header of the report, which has many columns. */
export declare const projectBand95: Message<'project-panels'>;
/** Match band of the analysis and the report: segments whose best translation memory match is in this range (100%: an exact match). A column header of the report, which has many columns. */
export declare const projectBand85: Message<'project-panels'>;
/** Match band of the analysis and the report: segments whose best translation memory match is in this range (100%: an exact match). A column header of the report, which has many columns. */
export declare const projectBand75: Message<'project-panels'>;
/** Match band of the analysis and the report: segments whose best translation memory match is in this range (100%: an exact match). A column header of the report, which has many columns. */
export declare const projectBand50: Message<'project-panels'>;
/** Match band of the analysis and the report: segments without a translation memory match of 50% or more. A column header of the report, which has many columns. */
export declare const projectBandNoMatch: Message<'project-panels'>;
/** Title of the project page's report card (the work each person did over a period). */
export declare const projectReportTitle: Message<'project-panels'>;
/** Label of the report period's first day field. */
export declare const projectReportFrom: Message<'project-panels'>;
/** Label of the report period's last day field. */
export declare const projectReportTo: Message<'project-panels'>;
/** Link that downloads the report as a CSV file. */
export declare const projectReportDownloadCsv: Message<'project-panels'>;
/** Error when the report period's last day is before its first. */
export declare const projectReportBackwards: Message<'project-panels'>;
/** Shown while the report loads. */
export declare const projectReportCounting: Message<'project-panels'>;
/** Accessible name of the report table for one day. {project} is the project's name; {day} the day as YYYY-MM-DD. */
export declare const projectReportWorkOn: Message<'project-panels'>;
/** Accessible name of the report table for a period. {project} is the project's name; {from} and {to} its first and last days as YYYY-MM-DD. */
export declare const projectReportWorkFromTo: Message<'project-panels'>;
/** Accessible name of the report table for a period without an end. {project} is the project's name; {from} the first day as YYYY-MM-DD. */
export declare const projectReportWorkSince: Message<'project-panels'>;
/** Accessible name of the report table for a period without a start. {project} is the project's name; {to} the last day as YYYY-MM-DD. */
export declare const projectReportWorkUntil: Message<'project-panels'>;
/** Accessible name of the report table without a period. {project} is the project's name. */
export declare const projectReportWorkAllTime: Message<'project-panels'>;
/** Shown instead of the report table when nobody worked in the period. */
export declare const projectReportNobody: Message<'project-panels'>;
/** Column header of the report: all words and segments the person confirmed in the step. The report has many columns. */
export declare const projectReportConfirmed: Message<'project-panels'>;
/** Column header of the report: the words and segments a reviewer changed. The report has many columns. */
export declare const projectReportReviewEdits: Message<'project-panels'>;
/** Step column of the report for work on a document without workflow steps. */
export declare const projectReportNoSteps: Message<'project-panels'>;
/** Caption of the report table: each cell shows words, with the segments' number under them. */
export declare const projectReportCaption: Message<'project-panels'>;
/** Column header of the report: who did the work. The report has many columns. */
export declare const projectReportPerson: Message<'project-panels'>;
/** Column header of the report: the target language code. The report has many columns. */
export declare const projectReportLanguage: Message<'project-panels'>;
/** Column header of the report: the workflow step (Translation, Review…). The report has many columns. */
export declare const projectReportStep: Message<'project-panels'>;
/** Column header of the report: the quality reviewers found in a translator's work. The report has many columns. */
export declare const projectReportQuality: Message<'project-panels'>;
/** Row header of the report with the sums of one step. {step} is translation, review, secondReview, or none for work without steps. */
export declare const projectReportStepTotal: Message<'project-panels'>;
/** Under a number of words in the report: the number of segments, abbreviated. {count} is that number. */
export declare const projectReportSegments: Message<'project-panels'>;
/** Submit button of the dialog that sets a document's or new documents' workflow steps. */
export declare const projectStepsSave: Message<'project-panels'>;
/** Label of the field choosing who does a step, in the steps dialog. {step} is translation, review, or other for the second review. */
export declare const projectStepsAssignee: Message<'project-panels'>;
/** First choice of the assignee field (a person picker) in the steps dialog, and what the empty field says: the document has no such step. */
export declare const projectStepsNobody: Message<'project-panels'>;
/** Label of a step's due date and time field in the steps dialog. {step} is translation, review, or other for the second review. */
export declare const projectStepsDue: Message<'project-panels'>;
/** Button in the steps dialog that adds a second review step. */
export declare const projectStepsAddSecondReview: Message<'project-panels'>;
/** Button in the steps dialog that removes the second review step. */
export declare const projectStepsRemoveSecondReview: Message<'project-panels'>;
/** Note in the steps dialog. {zone} is the browser's time zone (Europe/Berlin). */
export declare const projectStepsTimeZone: Message<'project-panels'>;
/** What the empty assignee field of a step whose assignee was disabled says: someone else must be chosen. {name} is the disabled person's name. */
export declare const projectStepsTakeOverFrom: Message<'project-panels'>;
/** Error in the steps dialog when a step of a disabled person has no new assignee. {step} is translation, review, or other for the second review. */
export declare const projectStepsChooseTakeOver: Message<'project-panels'>;
/** Separator between the items of a list of steps (New documents start with: …) or of problems in the steps dialog. Keep the spacing your language uses. */
export declare const projectStepsSeparator: Message<'project-panels'>;
/** Title of the project page's card of who does each document's workflow steps. */
export declare const projectAssignmentsTitle: Message<'project-panels'>;
/** On the assignments card when new documents get no workflow steps. */
export declare const projectDefaultStepsNone: Message<'project-panels'>;
/** On the assignments card: the steps new documents get. {steps} lists them, e.g. "Translation by Ana; Review by Ben". */
export declare const projectDefaultSteps: Message<'project-panels'>;
/** One step new documents start with. {step} is translation, review, or other for the second review; {name} the person who does it. */
export declare const projectDefaultStep: Message<'project-panels'>;
/** One step new documents start with, with its due date. {step} is translation, review, or other for the second review; {name} the person who does it; {due} the date and time, formatted. */
export declare const projectDefaultStepDue: Message<'project-panels'>;
/** Note under the steps new documents start with. */
export declare const projectAssignmentsDefaultsNote: Message<'project-panels'>;
/** Button that opens the dialog setting the steps new documents start with. */
export declare const projectAssignmentsEditDefaults: Message<'project-panels'>;
/** Shown while the assignments of the documents load. */
export declare const projectAssignmentsLoading: Message<'project-panels'>;
/** Title of the empty state of the assignments card of a project without documents. */
export declare const projectAssignmentsNoneTitle: Message<'project-panels'>;
/** Text of the empty state of the assignments card. */
export declare const projectAssignmentsNoneText: Message<'project-panels'>;
/** Title of the dialog setting the steps new documents start with. {name} is the project's name. */
export declare const projectAssignmentsDefaultsTitle: Message<'project-panels'>;
/** Note in the dialog setting the steps new documents start with. */
export declare const projectAssignmentsDefaultsDialogNote: Message<'project-panels'>;
/** Title of the dialog setting a document's steps. {name} is the document's file name. */
export declare const projectAssignmentsDocumentTitle: Message<'project-panels'>;
/** Note in the dialog setting a document's steps. */
export declare const projectAssignmentsDocumentNote: Message<'project-panels'>;
/** Accessible name of the table of who does each document's steps. */
export declare const projectAssignmentsTable: Message<'project-panels'>;
/** Column header of the assignments table: the document. */
export declare const projectAssignmentsDocument: Message<'project-panels'>;
/** Column header of the assignments table: the document's quality score. A narrow column. */
export declare const projectAssignmentsQuality: Message<'project-panels'>;
/** Assignments table cell of a document without workflow steps. */
export declare const projectAssignmentsNoSteps: Message<'project-panels'>;
/** Accessible name of the button that edits a document's steps. {name} is the document's name. */
export declare const projectAssignmentsEditStepsOf: Message<'project-panels'>;
/** Button that edits a document's steps. A small button in the row. */
export declare const projectAssignmentsEditSteps: Message<'project-panels'>;
/** Assignments table cell of a step the document does not have. */
export declare const projectAssignmentsNoStep: Message<'project-panels'>;
/** A step's state in the assignments table (lower case in English): waiting for the previous step, being worked on, or delivered. {state} is the state's code. */
export declare const projectAssignmentsState: Message<'project-panels'>;
/** A step's words done out of all in the assignments table. {done} and {wordsShown} are the numbers, formatted; {words} the number of all words, for the plural. */
export declare const projectAssignmentsWordsDone: Message<'project-panels'>;
/** A step's due date in the assignments table. {due} is the date and time, formatted. */
export declare const projectAssignmentsDue: Message<'project-panels'>;
/** A step's due date once passed, in red. {due} is the date and time, formatted. */
export declare const projectAssignmentsDueLate: Message<'project-panels'>;
/** Label of the filter of the assignments by who has a step (a field where one types a name). */
export declare const projectAssignmentsPerson: Message<'project-panels'>;
/** Choice of the assignments' person filter: the documents of everyone. */
export declare const projectAssignmentsEveryone: Message<'project-panels'>;
/** Label of the filter of the assignments: every document, those late, those without steps. */
export declare const projectAssignmentsShow: Message<'project-panels'>;
/** Option of the assignments' Show filter: every document. */
export declare const projectAssignmentsShowAll: Message<'project-panels'>;
/** Option of the assignments' Show filter: documents with a step not delivered after its due date. */
export declare const projectAssignmentsShowLate: Message<'project-panels'>;
/** Option of the assignments' Show filter: documents anyone may work on. */
export declare const projectAssignmentsShowWithoutSteps: Message<'project-panels'>;
/** Names the steps dialog in the message shown when its code could not be downloaded ("… could not be loaded", with Retry). */
export declare const projectStepsDialogPart: Message<'project-panels'>;
/** Title of the project page's card of the memories and glossaries its documents use. */
export declare const projectResourcesTitle: Message<'project-panels'>;
/** Heading of the project's memories, as read by people who cannot change them. */
export declare const projectResourcesMemories: Message<'project-panels'>;
/** Heading of the project's glossaries, as read by people who cannot change them. */
export declare const projectResourcesGlossaries: Message<'project-panels'>;
/** A memory in the project's list, with how it is used: write (it also receives confirmed segments) or read. {name} is the memory's name. */
export declare const projectResourcesMemoryMode: Message<'project-panels'>;
/** Shown while the project's memories load. */
export declare const projectResourcesMemoriesLoading: Message<'project-panels'>;
/** Shown while the project's glossaries load. */
export declare const projectResourcesGlossariesLoading: Message<'project-panels'>;
/** Error when the project's memories could not be loaded. {error} is the server's reason. */
export declare const projectResourcesMemoriesNotLoaded: Message<'project-panels'>;
/** Error when the project's glossaries could not be loaded. {error} is the server's reason. */
export declare const projectResourcesGlossariesNotLoaded: Message<'project-panels'>;
/** Shown instead of an empty list of the project's memories or glossaries. */
export declare const projectResourcesNone: Message<'project-panels'>;
/** Notification once the project's list of memories or glossaries is saved. */
export declare const projectResourcesSaved: Message<'project-panels'>;
/** Hint above the project's editable list of memories. */
export declare const projectResourcesMemoriesHint: Message<'project-panels'>;
/** Button that saves the project's list of memories. */
export declare const projectResourcesSaveMemories: Message<'project-panels'>;
/** Hint above the project's editable list of glossaries. */
export declare const projectResourcesGlossariesHint: Message<'project-panels'>;
/** Button that saves the project's list of glossaries. */
export declare const projectResourcesSaveGlossaries: Message<'project-panels'>;
/** Title of the project page's card of its quality settings (linguistic quality assessment). */
export declare const projectLqaTitle: Message<'project-panels'>;
/** Explanation at the top of the quality settings card. {thousand} is the number 1000, formatted. */
export declare const projectLqaExplained: Message<'project-panels'>;
/** Shown while the project's quality settings load. */
export declare const projectLqaLoading: Message<'project-panels'>;
/** Error when the project's quality settings could not be loaded. {error} is the server's reason. */
export declare const projectLqaNotLoaded: Message<'project-panels'>;
/** The project's own pass threshold, as read by people who cannot change it. {count} is the threshold (for the plural), {points} the same number in bold, {thousand} the number 1000, formatted. */
export declare const projectLqaPassesAt: Message<'project-panels'>;
/** The default pass threshold the project follows, as read by people who cannot change it. {count} is the threshold (for the plural), {points} the same number in bold, {thousand} the number 1000, formatted. */
export declare const projectLqaPassesAtDefault: Message<'project-panels'>;
/** Heading of the project's own error categories, and legend of the form's categories. */
export declare const projectLqaCategories: Message<'project-panels'>;
/** Heading of the default error categories the project follows. */
export declare const projectLqaCategoriesDefault: Message<'project-panels'>;
/** Heading of the project's own severities, and legend of the form's severities. */
export declare const projectLqaSeverities: Message<'project-panels'>;
/** Heading of the default severities the project follows. */
export declare const projectLqaSeveritiesDefault: Message<'project-panels'>;
/** Accessible name of the table of severities with the penalty points of each error. */
export declare const projectLqaSeveritiesTable: Message<'project-panels'>;
/** Column header of the severities table: the severity's name. */
export declare const projectLqaSeverity: Message<'project-panels'>;
/** Column header of the severities: the penalty points each error of the severity weighs. */
export declare const projectLqaPointsPerError: Message<'project-panels'>;
/** Notification once the quality settings are saved. */
export declare const projectLqaSaved: Message<'project-panels'>;
/** Accessible name of the quality settings form. {name} is the project's name. */
export declare const projectLqaFormOf: Message<'project-panels'>;
/** Label of the pass threshold field. {thousand} is the number 1000, formatted. */
export declare const projectLqaThreshold: Message<'project-panels'>;
/** Title of the list of what keeps the quality settings from being saved. */
export declare const projectLqaCannotSave: Message<'project-panels'>;
/** Title of the error when the server refused the quality settings; its reason follows. */
export declare const projectLqaNotSaved: Message<'project-panels'>;
/** Button that saves the quality settings (LQA). */
export declare const projectLqaSave: Message<'project-panels'>;
/** Button that puts the quality settings form back as saved. */
export declare const projectLqaDiscard: Message<'project-panels'>;
/** Button that drops the project's own quality settings for the defaults. */
export declare const projectLqaBackToDefaults: Message<'project-panels'>;
/** Accessible name of an error category's name field. {number} is its position (1, 2…). */
export declare const projectLqaCategoryName: Message<'project-panels'>;
/** Accessible name of the button removing an error category or a severity. {name} is its name. */
export declare const projectLqaRemoveNamed: Message<'project-panels'>;
/** Accessible name of the button removing an error category without a name yet. {number} is its position. */
export declare const projectLqaRemoveCategory: Message<'project-panels'>;
/** Button that adds an error category. */
export declare const projectLqaAddCategory: Message<'project-panels'>;
/** Column heading of the severities in the form: the severity's name. */
export declare const projectLqaName: Message<'project-panels'>;
/** Accessible name of a severity's name field. {number} is its position (1, 2…). */
export declare const projectLqaSeverityName: Message<'project-panels'>;
/** Accessible name of a severity's penalty points field. {number} is its position. */
export declare const projectLqaSeverityPoints: Message<'project-panels'>;
/** Accessible name of the button removing a severity without a name yet. {number} is its position. */
export declare const projectLqaRemoveSeverity: Message<'project-panels'>;
/** Button that adds a severity. */
export declare const projectLqaAddSeverity: Message<'project-panels'>;
/** Button beside an error category or a severity that removes it. A small button beside the field. */
export declare const projectLqaRemove: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. {min} and {max} are numbers, formatted. */
export declare const projectLqaThresholdRange: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. */
export declare const projectLqaKeepCategory: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. */
export declare const projectLqaKeepSeverity: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. */
export declare const projectLqaNameCategories: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. */
export declare const projectLqaNameSeverities: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. {max} is the longest a name may be. */
export declare const projectLqaNamesTooLong: Message<'project-panels'>;
/** Problem keeping the quality settings from being saved. {min} and {max} are numbers, formatted. */
export declare const projectLqaWeightRange: Message<'project-panels'>;
/** Title of the project page's card of its outbound webhooks. */
export declare const projectWebhooksTitle: Message<'project-panels'>;
/** Explanation at the top of the webhooks card. The header names and "410 Gone" (an HTTP status) stay as they are. */
export declare const projectWebhooksExplained: Message<'project-panels'>;
/** Shown while the project's webhooks load. */
export declare const projectWebhooksLoading: Message<'project-panels'>;
/** Title of the empty state of a project without webhooks. */
export declare const projectWebhooksNoneTitle: Message<'project-panels'>;
/** Text of the empty state of a project without webhooks. */
export declare const projectWebhooksNoneText: Message<'project-panels'>;
/** Title of the note showing a new webhook's signing secret once. */
export declare const projectWebhookAdded: Message<'project-panels'>;
/** Note under a new webhook's signing secret. */
export declare const projectWebhookAddedNote: Message<'project-panels'>;
/** Label of a new webhook's signing secret. */
export declare const projectWebhookSecret: Message<'project-panels'>;
/** Last delivery cell of a webhook nothing has been sent to. */
export declare const projectWebhookNoDelivery: Message<'project-panels'>;
/** A webhook delivery's state: still being tried, delivered, or failed for good. {status} is the state's code. */
export declare const projectWebhookStatus: Message<'project-panels'>;
/** Accessible name of the table of the project's webhooks. */
export declare const projectWebhooksTable: Message<'project-panels'>;
/** Column header of the webhooks table: the URL deliveries are sent to. */
export declare const projectWebhookAddress: Message<'project-panels'>;
/** Column header of the webhooks table and legend of the add form's boxes: the events a webhook is sent. */
export declare const projectWebhookEvents: Message<'project-panels'>;
/** Column header of the webhooks table: its latest delivery. */
export declare const projectWebhookLastDelivery: Message<'project-panels'>;
/** Badge of a webhook turned off because its receiver answered HTTP 410 Gone. */
export declare const projectWebhookOff: Message<'project-panels'>;
/** Button that shows or hides a webhook's delivery log. A small button in the row. */
export declare const projectWebhookDeliveries: Message<'project-panels'>;
/** Accessible name of the button removing a webhook. {url} is its address. */
export declare const projectWebhookRemoveTo: Message<'project-panels'>;
/** Button that removes a webhook. A small button in the row. */
export declare const projectWebhookRemove: Message<'project-panels'>;
/** Shown while a webhook's delivery log loads. */
export declare const projectWebhookDeliveriesLoading: Message<'project-panels'>;
/** Accessible name of the part of the page showing a webhook's delivery log. */
export declare const projectWebhookDeliveriesLog: Message<'project-panels'>;
/** Delivery log of a webhook nothing has been sent to. */
export declare const projectWebhookNothingSent: Message<'project-panels'>;
/** Accessible name of the table of a webhook's deliveries. */
export declare const projectWebhookDeliveriesTable: Message<'project-panels'>;
/** Column header of the deliveries table: the event sent (its code). */
export declare const projectWebhookEvent: Message<'project-panels'>;
/** Column header of the deliveries table: the delivery's state. */
export declare const projectWebhookStatusColumn: Message<'project-panels'>;
/** Column header of the deliveries table: the receiver's HTTP status code. */
export declare const projectWebhookAnswer: Message<'project-panels'>;
/** Column header of the deliveries table: when the last attempt was made. */
export declare const projectWebhookTime: Message<'project-panels'>;
/** Column header of the deliveries table: how many times delivery was tried. */
export declare const projectWebhookAttempts: Message<'project-panels'>;
/** Column header of the deliveries table: the error or the start of the receiver's answer. */
export declare const projectWebhookDetails: Message<'project-panels'>;
/** Under a pending delivery: when it is tried again. {when} is the date and time, formatted. */
export declare const projectWebhookNextAttempt: Message<'project-panels'>;
/** Button that sends a delivery again. A small button in the row. */
export declare const projectWebhookRedeliver: Message<'project-panels'>;
/** Accessible name of the form adding a webhook. */
export declare const projectWebhookAddForm: Message<'project-panels'>;
/** Label of a new webhook's address field. */
export declare const projectWebhookAddressField: Message<'project-panels'>;
/** Box of an event in the add webhook form. {event} is its code (document.created), {meaning} what it means ("A document is created"). */
export declare const projectWebhookEventOption: Message<'project-panels'>;
/** Meaning of the webhook event document.created. */
export declare const projectWebhookEventDocumentCreated: Message<'project-panels'>;
/** Meaning of the webhook event document.completed. */
export declare const projectWebhookEventDocumentCompleted: Message<'project-panels'>;
/** Meaning of the webhook event step.delivered. */
export declare const projectWebhookEventStepDelivered: Message<'project-panels'>;
/** Meaning of the webhook event repository.pulled. */
export declare const projectWebhookEventRepositoryPulled: Message<'project-panels'>;
/** Meaning of the webhook event repository.pushed. */
export declare const projectWebhookEventRepositoryPushed: Message<'project-panels'>;
/** Meaning of the webhook event repository.failed. */
export declare const projectWebhookEventRepositoryFailed: Message<'project-panels'>;
/** Checkbox of the add webhook form (admins only): the address may be on the server's machine or a private network. */
export declare const projectWebhookPrivateNetwork: Message<'project-panels'>;
/** Submit button of the add webhook form. */
export declare const projectWebhookAdd: Message<'project-panels'>;
/** Title of the project page's card of its Git repository connection. */
export declare const projectRepositoryTitle: Message<'project-panels'>;
/** Shown while the project's repository connection loads. */
export declare const projectRepositoryLoading: Message<'project-panels'>;
/** Title of the note showing the inbound webhook's secret once, after connecting a repository. */
export declare const projectRepositoryConnected: Message<'project-panels'>;
/** Note under the inbound webhook secret after connecting a repository. {url} is the address the forge must call. */
export declare const projectRepositoryConnectedNote: Message<'project-panels'>;
/** Label of the inbound webhook secret shown once after connecting a repository. */
export declare const projectRepositoryWebhookSecret: Message<'project-panels'>;
/** Accessible name of the part showing the repository connection's facts and buttons. */
export declare const projectRepositoryConnection: Message<'project-panels'>;
/** Label of the connected repository's address. */
export declare const projectRepositoryUrl: Message<'project-panels'>;
/** Label of the branch the connection pulls from (fact and form field). */
export declare const projectRepositoryBranch: Message<'project-panels'>;
/** Label of the branch translations are pushed to. */
export declare const projectRepositoryPushesTo: Message<'project-panels'>;
/** The push branch when it is a branch of its own. {branch} is its name. */
export declare const projectRepositoryPushBranchOwn: Message<'project-panels'>;
/** Label of the file patterns of the connection. */
export declare const projectRepositoryFiles: Message<'project-panels'>;
/** The file patterns when the repository's tessera.yml file gives them. {files} lists them. */
export declare const projectRepositoryFilesFromYml: Message<'project-panels'>;
/** Label of the connection's state. */
export declare const projectRepositoryState: Message<'project-panels'>;
/** The repository connection's state. {state} is its code: idle, pulling, pushing or error. */
export declare const projectRepositoryStateName: Message<'project-panels'>;
/** Label of the last pull from the repository. */
export declare const projectRepositoryLastPull: Message<'project-panels'>;
/** The last pull: {commit} is the commit pulled (a link), {when} the date and time, formatted. */
export declare const projectRepositoryPulled: Message<'project-panels'>;
/** Last pull of a repository never pulled. */
export declare const projectRepositoryNeverPulled: Message<'project-panels'>;
/** Label of the last push to the repository. */
export declare const projectRepositoryLastPush: Message<'project-panels'>;
/** The last push: {commit} is the commit made (a link), {branch} the branch, {when} the date and time, formatted. */
export declare const projectRepositoryPushed: Message<'project-panels'>;
/** Last push of a repository never pushed to. */
export declare const projectRepositoryNeverPushed: Message<'project-panels'>;
/** Label of the number of confirmed segments not pushed yet. */
export declare const projectRepositoryWaiting: Message<'project-panels'>;
/** The number of confirmed segments not pushed yet. {count} is that number. */
export declare const projectRepositoryPending: Message<'project-panels'>;
/** Label of the address of the repository connection's inbound webhook. */
export declare const projectRepositoryWebhookAddress: Message<'project-panels'>;
/** Error of the repository connection. {what} is push when the server's message is about a push, else other; {message} is the server's message, a sentence. */
export declare const projectRepositoryFailed: Message<'project-panels'>;
/** Button that pulls the repository now. */
export declare const projectRepositoryPull: Message<'project-panels'>;
/** Button that pushes the confirmed translations to the repository now. */
export declare const projectRepositoryPush: Message<'project-panels'>;
/** Button that disconnects the repository from the project. */
export declare const projectRepositoryDisconnect: Message<'project-panels'>;
/** Label of the SSH server's host key the connection keeps. */
export declare const projectRepositoryHostKey: Message<'project-panels'>;
/** Explanation under the SSH server's host key. */
export declare const projectRepositoryHostKeyKept: Message<'project-panels'>;
/** Button (and the confirmation's button) that forgets the SSH server's host key. */
export declare const projectRepositoryForgetHostKey: Message<'project-panels'>;
/** Host key of an SSH repository not contacted yet. */
export declare const projectRepositoryNoHostKey: Message<'project-panels'>;
/** Title of the confirmation before forgetting the SSH host key. */
export declare const projectRepositoryForgetTitle: Message<'project-panels'>;
/** Message of the confirmation before forgetting the SSH host key. */
export declare const projectRepositoryForgetMessage: Message<'project-panels'>;
/** Accessible name of the form connecting a Git repository. */
export declare const projectRepositoryConnectForm: Message<'project-panels'>;
/** Explanation at the top of the form connecting a Git repository. tessera.yml is a file name. */
export declare const projectRepositoryConnectExplained: Message<'project-panels'>;
/** Label of the repository address field. */
export declare const projectRepositoryAddress: Message<'project-panels'>;
/** Label of the choice of how Tessera signs in to the repository. */
export declare const projectRepositoryCredentials: Message<'project-panels'>;
/** Credentials option: none, for a public repository. */
export declare const projectRepositoryCredentialsNone: Message<'project-panels'>;
/** Credentials option: an access token over HTTPS. */
export declare const projectRepositoryCredentialsToken: Message<'project-panels'>;
/** Credentials option, and label of the field of the SSH private key. */
export declare const projectRepositorySshKey: Message<'project-panels'>;
/** Label of the user name field that goes with an access token. */
export declare const projectRepositoryUsername: Message<'project-panels'>;
/** Label of the access token field. */
export declare const projectRepositoryToken: Message<'project-panels'>;
/** Label of the choice of where translations are pushed. */
export declare const projectRepositoryPushTranslationsTo: Message<'project-panels'>;
/** Push option: a separate branch, to open a pull request from. */
export declare const projectRepositoryPushToOwnBranch: Message<'project-panels'>;
/** Push option: straight to the branch pulled from. */
export declare const projectRepositoryPushDirect: Message<'project-panels'>;
/** Label of the name of the branch translations are pushed to. */
export declare const projectRepositoryPushBranch: Message<'project-panels'>;
/** Checkbox: after each push, open (or update) a pull request from the push branch on the forge chosen below it. */
export declare const projectRepositoryOpenPullRequest: Message<'project-panels'>;
/** Hint under the GitHub token field, shown once the pull request checkbox is ticked. {branch} is the branch pulled from, which the pull request is to be merged into. */
export declare const projectRepositoryOpenPullRequestHint: Message<'project-panels'>;
/** Label of the address of the forge API the pull requests are opened through. {forge} is the forge chosen (GitHub, Gitea or Forgejo, or GitLab). */
export declare const projectRepositoryForgeApi: Message<'project-panels'>;
/** Hint under the GitHub API address field. */
export declare const projectRepositoryForgeApiHint: Message<'project-panels'>;
/** Label of the forge token the pull requests are opened with (write-only, kept sealed). {forge} is the forge chosen. */
export declare const projectRepositoryForgeToken: Message<'project-panels'>;
/** Label of the choice of forge (the Git hosting service) the pull requests are opened on. */
export declare const projectRepositoryForge: Message<'project-panels'>;
/** Forge option: GitHub or GitHub Enterprise (a product name). */
export declare const projectRepositoryForgeGithub: Message<'project-panels'>;
/** Forge option: a Gitea or Forgejo server, which share their API (product names). */
export declare const projectRepositoryForgeGitea: Message<'project-panels'>;
/** Hint under the forge API address field when the forge is Gitea or Forgejo; keep the address as it is. */
export declare const projectRepositoryForgeApiHintGitea: Message<'project-panels'>;
/** Forge option: GitLab, on gitlab.com or a server of its own (a product name); its pull requests are merge requests. */
export declare const projectRepositoryForgeGitlab: Message<'project-panels'>;
/** Hint under the forge API address field when the forge is GitLab; keep the address as it is. */
export declare const projectRepositoryForgeApiHintGitlab: Message<'project-panels'>;
/** Label of the connection's pull request in its facts. */
export declare const projectRepositoryPullRequest: Message<'project-panels'>;
/** Link to the pull request the pushes opened. {number} is its number on the forge, {forge} the forge (GitHub, Gitea or Forgejo, or GitLab). */
export declare const projectRepositoryPullRequestNumber: Message<'project-panels'>;
/** Link to the GitLab merge request the pushes opened, written with GitLab's ! before its number. {number} is its number, {forge} the forge (GitLab). */
export declare const projectRepositoryMergeRequestNumber: Message<'project-panels'>;
/** The pull request when no push has opened it yet. {forge} is the forge (GitHub, Gitea or Forgejo, or GitLab). */
export declare const projectRepositoryPullRequestNext: Message<'project-panels'>;
/** Label of the choice of what a push writes for a string nobody translated, and of that setting in the connection's facts. */
export declare const projectRepositoryUntranslated: Message<'project-panels'>;
/** Option: a pushed file has no entry for an untranslated string. */
export declare const projectRepositoryUntranslatedLeaveOut: Message<'project-panels'>;
/** Option: a pushed file holds an untranslated string's source text. */
export declare const projectRepositoryUntranslatedSource: Message<'project-panels'>;
/** Hint under the choice of what a push writes for untranslated strings. */
export declare const projectRepositoryUntranslatedHint: Message<'project-panels'>;
/** Label of the pattern of the source files in the repository. */
export declare const projectRepositorySourceFiles: Message<'project-panels'>;
/** Hint of the source files pattern field; * and ** stay as they are. */
export declare const projectRepositorySourceFilesHint: Message<'project-panels'>;
/** Label of the pattern of the translation files in the repository. */
export declare const projectRepositoryTranslationFiles: Message<'project-panels'>;
/** Hint of the translation files pattern field: what each variable stands for. The quoted '{lang}', '{name}' and '{ext}' are literal text typed in the pattern: keep them, with their quotes, as they are. */
export declare const projectRepositoryTranslationFilesHint: Message<'project-panels'>;
/** Label of the field giving the code a repository's paths use for one of the project's target languages. {language} is the language's name (its code where it has none), {code} its code as the project spells it. */
export declare const projectRepositoryLanguageAs: Message<'project-panels'>;
/** Hint of the field giving a target language's code as the repository's paths spell it. */
export declare const projectRepositoryLanguageAsHint: Message<'project-panels'>;
/** Checkbox of the connect form (admins only): the repository may be on a private network or the server's machine. */
export declare const projectRepositoryPrivateNetwork: Message<'project-panels'>;
/** Button that lists the files the settings match, before connecting. */
export declare const projectRepositoryPreview: Message<'project-panels'>;
/** Submit button of the connect repository form. */
export declare const projectRepositoryConnect: Message<'project-panels'>;
/** Accessible name of the preview of the files the settings match (the part and its table). */
export declare const projectRepositoryMatchedFiles: Message<'project-panels'>;
/** Above the preview table. {count} is the number of files matched, {commit} the short commit hash they were found at. */
export declare const projectRepositoryMatch: Message<'project-panels'>;
/** Above the preview table when the repository's tessera.yml gives the files. {count} is the number of files matched, {commit} the short commit hash. */
export declare const projectRepositoryMatchByYml: Message<'project-panels'>;
/** Column header of the preview table: the path of a source file. */
export declare const projectRepositorySourceFile: Message<'project-panels'>;
/** Column header of the preview table: the file's format (JSON, XLIFF…). */
export declare const projectRepositoryFormat: Message<'project-panels'>;
/** Column header of the preview table: the document made in each target language. */
export declare const projectRepositoryDocuments: Message<'project-panels'>;
/** A document of the preview whose translation file exists. {lang} is the target language code, {path} the translation file's path. */
export declare const projectRepositoryTranslationRead: Message<'project-panels'>;
/** A document of the preview whose translation file does not exist yet. {lang} is the target language code, {path} the translation file's path. */
export declare const projectRepositoryTranslationNew: Message<'project-panels'>;
/** Warning under the preview: the files left out. {files} lists each path with the server's reason in brackets. */
export declare const projectRepositorySkipped: Message<'project-panels'>;
/** Error of the steps dialog when a second reviewer is chosen without a (first) reviewer. "review-2" and "review" are the steps' names in the API (second review, review). */
export declare const projectStepsSecondReviewAlone: Message<'project-panels'>;
/** Sentences at the top of the quality settings form. {settings} is own when the project has settings of its own, else defaults (it follows the defaults; MQM is the Multidimensional Quality Metrics framework); the sentence after it says what renaming does. */
export declare const projectLqaIntro: Message<'project-panels'>;
/** Title of the project page's card of handoff packages: documents sent out to a freelancer's desktop tool (OmegaT) and their returns. */
export declare const projectHandoffsTitle: Message<'project-panels'>;
/** Sentences at the top of the packages card: what sending out does. */
export declare const projectHandoffsExplained: Message<'project-panels'>;
/** Spinner while the project's packages load. */
export declare const projectHandoffsLoading: Message<'project-panels'>;
/** Empty state of the packages card. */
export declare const projectHandoffsNoneTitle: Message<'project-panels'>;
/** Text of the packages card's empty state. */
export declare const projectHandoffsNoneText: Message<'project-panels'>;
/** Accessible name of the table of the project's packages. */
export declare const projectHandoffsTable: Message<'project-panels'>;
/** Column header of the packages table: the target language sent out. */
export declare const projectHandoffLanguage: Message<'project-panels'>;
/** Column header of the packages table: whose documents went out. */
export declare const projectHandoffPerson: Message<'project-panels'>;
/** In the packages table's Person column: every document of the language went out, whoever holds its steps. */
export declare const projectHandoffEveryone: Message<'project-panels'>;
/** Column header of the packages table: the package's kind. */
export declare const projectHandoffFormat: Message<'project-panels'>;
/** A package's kind. {format} is its code (omegat: an OmegaT project; xliff2 and xliff12: a kit of XLIFF 2.0 or 1.2 files with TMX, TBX, an analysis and a README). */
export declare const projectHandoffFormatName: Message<'project-panels'>;
/** Column header of the packages table: out, returned or taken back. */
export declare const projectHandoffStateColumn: Message<'project-panels'>;
/** A package's state: out (its segments read-only in Tessera), returned (its return applied), taken back by the manager without a return. {state} is its code. */
export declare const projectHandoffState: Message<'project-panels'>;
/** Column header of the packages table: who sent it and when. */
export declare const projectHandoffSent: Message<'project-panels'>;
/** In the packages table's Sent column: who sent the package and when. {person} is their name, {when} a date and time. */
export declare const projectHandoffSentByAt: Message<'project-panels'>;
/** Column header of the packages table: when the return is due. */
export declare const projectHandoffDue: Message<'project-panels'>;
/** Column header of the packages table: when it came back or was taken back. */
export declare const projectHandoffClosed: Message<'project-panels'>;
/** Column header of the packages table: its return's report in short. */
export declare const projectHandoffReturn: Message<'project-panels'>;
/** In the packages table's Return column: the return's figures. {applied}, {refused} and {conflicts} are numbers of segments. */
export declare const projectHandoffSummary: Message<'project-panels'>;
/** Button of the packages card that opens the send-out dialog. */
export declare const projectHandoffSendOut: Message<'project-panels'>;
/** Title of the dialog that sends a language's documents out as a package. */
export declare const projectHandoffSendOutTitle: Message<'project-panels'>;
/** Field of the send-out dialog: which of the project's target languages goes out. */
export declare const projectHandoffTargetLanguage: Message<'project-panels'>;
/** Field of the send-out dialog: every document of the language, or those whose steps one person holds. */
export declare const projectHandoffWhose: Message<'project-panels'>;
/** First option of the send-out dialog's person field. */
export declare const projectHandoffEveryDocument: Message<'project-panels'>;
/** Field of the send-out dialog: when the return is due, in the browser's time zone. */
export declare const projectHandoffDueField: Message<'project-panels'>;
/** Field of the send-out dialog: which kind of package goes out (an OmegaT project, an XLIFF 2.0 kit or an XLIFF 1.2 kit). */
export declare const projectHandoffFormatField: Message<'project-panels'>;
/** Hint under the send-out dialog's package kind field, for the kind chosen. {format} is its code: omegat (an OmegaT project), xliff2 (each document as XLIFF 2.0 with TMX, TBX, an HTML analysis and a README), xliff12 (the same with XLIFF 1.2). */
export declare const projectHandoffFormatHint: Message<'project-panels'>;
/** Title of the notice the send-out dialog shows once the package is made. */
export declare const projectHandoffSentTitle: Message<'project-panels'>;
/** Text of the notice once the package is made, before its download link. */
export declare const projectHandoffSentText: Message<'project-panels'>;
/** Link that downloads a package's ZIP. */
export declare const projectHandoffDownload: Message<'project-panels'>;
/** Accessible name of a package row's download link. {language} is its target language code, {when} when it was sent. */
export declare const projectHandoffDownloadOf: Message<'project-panels'>;
/** Button of a package row that opens the return's upload. */
export declare const projectHandoffUploadReturn: Message<'project-panels'>;
/** Accessible name of a package row's upload button. {language} is its target language code, {when} when it was sent. */
export declare const projectHandoffUploadReturnOf: Message<'project-panels'>;
/** Button of a package row that takes it back without a return. */
export declare const projectHandoffTakeBack: Message<'project-panels'>;
/** Accessible name of a package row's take-back button. {language} is its target language code, {when} when it was sent. */
export declare const projectHandoffTakeBackOf: Message<'project-panels'>;
/** Title of the dialog that confirms taking a package back. */
export declare const projectHandoffTakeBackTitle: Message<'project-panels'>;
/** Text of the take-back dialog: what taking the package back does, and that its return is still taken later. {language} is the package's target language code. */
export declare const projectHandoffTakeBackText: Message<'project-panels'>;
/** Button of a returned package's row that shows its return's report. */
export declare const projectHandoffShowReport: Message<'project-panels'>;
/** Accessible name of a package row's report button. {language} is its target language code, {when} when it was sent. */
export declare const projectHandoffShowReportOf: Message<'project-panels'>;
/** Title of the dialog that uploads a package's return and shows its report. {language} is its target language code. */
export declare const projectHandoffReturnTitle: Message<'project-panels'>;
/** File field of the return dialog. */
export declare const projectHandoffReturnFile: Message<'project-panels'>;
/** Hint under the return dialog's file field: what it takes. */
export declare const projectHandoffReturnHint: Message<'project-panels'>;
/** Error of the return dialog submitted without a file. */
export declare const projectHandoffReturnMissing: Message<'project-panels'>;
/** Submit button of the return dialog. */
export declare const projectHandoffReturnUpload: Message<'project-panels'>;
/** Accessible name of the return's upload progress bar. */
export declare const projectHandoffUploading: Message<'project-panels'>;
/** Button that closes the return's report. */
export declare const projectHandoffClose: Message<'project-panels'>;
/** First line of a return's report. {applied} is the number of segments whose target the return changed, {unchanged} of those it left as they were. */
export declare const projectHandoffReportFigures: Message<'project-panels'>;
/** Heading and accessible name of the table of the return's refused segments. */
export declare const projectHandoffRefusedTitle: Message<'project-panels'>;
/** Column header of the refused segments: the returned file. */
export declare const projectHandoffFile: Message<'project-panels'>;
/** Column header of the refused segments: the unit's id in the returned file. */
export declare const projectHandoffUnit: Message<'project-panels'>;
/** Column header of the refused segments: a link to the segment in the editor. */
export declare const projectHandoffSegment: Message<'project-panels'>;
/** Column header of the refused segments: why it was not applied. */
export declare const projectHandoffReason: Message<'project-panels'>;
/** Link to a segment in the editor. {number} is its number in its document. */
export declare const projectHandoffSegmentLink: Message<'project-panels'>;
/** Why a returned segment was refused. {reason} is its code: the unit names no segment of the package; its source or inline codes differ; its target's tags are missing, added or out of order; the segment is locked in Tessera; the translator's desktop tool (Trados, memoQ) does not call it confirmed (a draft). */
export declare const projectHandoffRefusal: Message<'project-panels'>;
/** Heading of the return's conflicts: segments changed in Tessera since the package left, whose return says otherwise. */
export declare const projectHandoffConflictsTitle: Message<'project-panels'>;
/** Sentence above the conflicts. */
export declare const projectHandoffConflictsExplained: Message<'project-panels'>;
/** Accessible name of the table of conflicts. */
export declare const projectHandoffConflictsTable: Message<'project-panels'>;
/** Column header of the conflicts: the segment's source text. */
export declare const projectHandoffSource: Message<'project-panels'>;
/** Column header of the conflicts: the target in Tessera now. */
export declare const projectHandoffCurrent: Message<'project-panels'>;
/** Column header of the conflicts: the target the return brings. */
export declare const projectHandoffReturned: Message<'project-panels'>;
/** Column header of the conflicts: which target stays. */
export declare const projectHandoffChoice: Message<'project-panels'>;
/** Under Tessera's target in a conflict: who changed it last and when. {person} is their name, {when} a date and time. */
export declare const projectHandoffChangedBy: Message<'project-panels'>;
/** Accessible name of a conflict's choice. {number} is the segment's number, {document} its document's name. */
export declare const projectHandoffChoiceOf: Message<'project-panels'>;
/** Choice of a conflict: Tessera's target stays. */
export declare const projectHandoffKeep: Message<'project-panels'>;
/** Choice of a conflict: the return's target replaces Tessera's. */
export declare const projectHandoffTake: Message<'project-panels'>;
/** Button that chooses Tessera's target for every conflict. */
export declare const projectHandoffKeepAll: Message<'project-panels'>;
/** Button that chooses the return's target for every conflict. */
export declare const projectHandoffTakeAll: Message<'project-panels'>;
/** Button that sends the choices made for the conflicts. */
export declare const projectHandoffSettle: Message<'project-panels'>;
/** Said in the report once no conflict is left. */
export declare const projectHandoffSettled: Message<'project-panels'>;
