// The messages of editor.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Status badge of a segment not translated yet; lower case in English (also used mid-sentence: "Segment 3 of 9, new"; capitalised at the start of a filter option). The status column is narrow. */
export declare const editorStatusNew: Message<'editor'>;
/** Status badge of a segment whose file asks for a (new) translation; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusNeedsTranslation: Message<'editor'>;
/** Status badge of a segment saved but not confirmed; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusDraft: Message<'editor'>;
/** Status badge of a segment translated in the imported file but not confirmed in Tessera; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusTranslated: Message<'editor'>;
/** Status badge of a segment whose file asks for a review; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusNeedsReview: Message<'editor'>;
/** Status badge of a segment a reviewer sent back to the translator; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusRejected: Message<'editor'>;
/** Status badge of a segment marked final in the imported file; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusFinal: Message<'editor'>;
/** Status badge of a segment the translator confirmed (Ctrl+Enter); lower case in English, used mid-sentence too. Not a reviewer's approval. The status column is narrow. */
export declare const editorStatusApproved: Message<'editor'>;
/** Status badge of a segment a reviewer confirmed; lower case in English, used mid-sentence too. The status column is narrow. */
export declare const editorStatusReviewed: Message<'editor'>;
/** Tooltip of the "new" status badge and its line in the status legend. */
export declare const editorStatusNewMeaning: Message<'editor'>;
/** Tooltip of the "needs translation" status badge and its line in the status legend. */
export declare const editorStatusNeedsTranslationMeaning: Message<'editor'>;
/** Tooltip of the "draft" status badge and its line in the status legend. Ctrl+Enter is the key that confirms a segment (keep the key names). */
export declare const editorStatusDraftMeaning: Message<'editor'>;
/** Tooltip of the "translated" status badge and its line in the status legend. */
export declare const editorStatusTranslatedMeaning: Message<'editor'>;
/** Tooltip of the "needs review" status badge and its line in the status legend. */
export declare const editorStatusNeedsReviewMeaning: Message<'editor'>;
/** Tooltip of the "rejected" status badge and its line in the status legend. */
export declare const editorStatusRejectedMeaning: Message<'editor'>;
/** Tooltip of the "final" status badge and its line in the status legend. */
export declare const editorStatusFinalMeaning: Message<'editor'>;
/** Tooltip of the "confirmed" status badge and its line in the status legend (keep the key names). */
export declare const editorStatusApprovedMeaning: Message<'editor'>;
/** Tooltip of the "reviewed" status badge and its line in the status legend. */
export declare const editorStatusReviewedMeaning: Message<'editor'>;
/** One line of the status column's legend (tooltip of its header). {label} is a status badge ("needs review"), {meaning} what it means. */
export declare const editorStatusLegendLine: Message<'editor'>;
/** Matches tab of a document linked to no translation memory. */
export declare const editorNoTmNoMatches: Message<'editor'>;
/** Button in the Matches tab of a document without translation memory: opens the dialog that links translation memories. */
export declare const editorChooseTms: Message<'editor'>;
/** Shown for an empty target in a version's change (History tab) or a source diff. */
export declare const editorDiffEmpty: Message<'editor'>;
/** Tooltip of words a change removed (struck through) in a history diff. */
export declare const editorDiffTakenOut: Message<'editor'>;
/** Tooltip of words a change added (highlighted) in a history diff. */
export declare const editorDiffPutIn: Message<'editor'>;
/** Keyboard help: what Ctrl+Alt+M does. */
export declare const editorShortcutMtReplace: Message<'editor'>;
/** Keyboard help: what Ctrl+Shift+1 … Ctrl+Shift+9 do (insert the translation of glossary term 1 to 9 of the Terms tab). */
export declare const editorShortcutInsertTerm: Message<'editor'>;
/** Keyboard help: what Ctrl+1 … Ctrl+9 do (put translation memory match 1 to 9 in place of the target). */
export declare const editorShortcutReplaceMatch: Message<'editor'>;
/** Status line after Ctrl+digit in a document without translation memory. */
export declare const editorNoMatchNoTm: Message<'editor'>;
/** Status line after Ctrl+digit while the matches are still loading. */
export declare const editorNoMatchPending: Message<'editor'>;
/** Status line after Ctrl+digit when the lookup of matches failed. "Matches" is the name of the side panel tab. */
export declare const editorNoMatchFailed: Message<'editor'>;
/** Status line after Ctrl+digit on a segment without shown matches. {threshold} is the document's display threshold (a number; the % sign follows it). */
export declare const editorNoMatchAtAll: Message<'editor'>;
/** Status line after Ctrl+{number} when the segment has fewer matches. {number} is the digit pressed, {count} how many matches the segment has, {threshold} the display threshold (a number; the % sign follows it). */
export declare const editorNoMatchNumber: Message<'editor'>;
/** Matches tab while no segment is open. */
export declare const editorMatchesSelectSegment: Message<'editor'>;
/** Spinner while the code of a side panel tab downloads. {tab} is the tab's name (Terms, History). */
export declare const editorTabLoading: Message<'editor'>;
/** Side panel tab listing the translation memory matches of the active segment. Six tabs share the side panel's width. */
export declare const editorTabMatches: Message<'editor'>;
/** Side panel tab searching the translation memories for words. Six tabs share the side panel's width. */
export declare const editorTabConcordance: Message<'editor'>;
/** Side panel tab listing the glossary terms of the active segment. Six tabs share the side panel's width. */
export declare const editorTabTerms: Message<'editor'>;
/** Side panel tab listing the quality assurance findings of the active segment. Six tabs share the side panel's width. */
export declare const editorTabQa: Message<'editor'>;
/** Side panel tab listing the versions of the active segment. Six tabs share the side panel's width. */
export declare const editorTabHistory: Message<'editor'>;
/** Side panel tab with the comments on the active segment. Six tabs share the side panel's width. */
export declare const editorTabComments: Message<'editor'>;
/** Side panel tab with the screenshots the active segment is on, its box highlighted. Seven tabs share the side panel's width. */
export declare const editorTabScreens: Message<'editor'>;
/** Keyboard help: what Alt+1 … Alt+7 do. {tab} is the side panel tab's name (Matches, Terms). */
export declare const editorShortcutShowTab: Message<'editor'>;
/** Keyboard help: what Ctrl+K does. */
export declare const editorShortcutConcordance: Message<'editor'>;
/** Accessible name of the side panel beside the segments (matches, terms, QA…). */
export declare const editorSidePanelLabel: Message<'editor'>;
/** Accessible name of the side panel's row of tabs. */
export declare const editorSidePanelTabs: Message<'editor'>;
/** Keyboard help: what Ctrl+Shift+P does. */
export declare const editorShortcutPreview: Message<'editor'>;
/** Tooltip of the Preview button while the preview is hidden. {key} is its shortcut (Ctrl+Shift+P). */
export declare const editorPreviewShow: Message<'editor'>;
/** Tooltip of the Preview button while the preview is shown. {key} is its shortcut (Ctrl+Shift+P). */
export declare const editorPreviewHide: Message<'editor'>;
/** Toggle button in the editor's header that shows or hides the document preview. */
export declare const editorPreviewButton: Message<'editor'>;
/** Separator between the items of a short list of words or numbers (misspelled words, segment numbers); English is a comma and a space. */
export declare const editorListSeparator: Message<'editor'>;
/** Button in the editor's header that opens the document's translation memories, glossaries and match settings. */
export declare const editorLinksButton: Message<'editor'>;
/** Button that closes a dialog. */
export declare const editorClose: Message<'editor'>;
/** Accessible name of the document's quality score in the editor's header. */
export declare const editorQualityLabel: Message<'editor'>;
/** Label before the document's quality score in the editor's header. */
export declare const editorQualityHeading: Message<'editor'>;
/** Title of the dialog in which a reviewer rejects a segment. {number} is the segment's number. */
export declare const editorRejectTitle: Message<'editor'>;
/** Title of the errors-corrected dialog while its error types load. */
export declare const editorCorrected: Message<'editor'>;
/** Button that closes a dialog without doing anything. */
export declare const editorCancel: Message<'editor'>;
/** Button of the reject dialog: sends the segment back to the translator. In the grid a small button in the narrow status column. */
export declare const editorReject: Message<'editor'>;
/** An error severity in the reviewer's list: {label} is its name ("Major"), {weight} its penalty points. */
export declare const editorSeverityWeight: Message<'editor'>;
/** Error title while opening the reviewer's dialog. */
export declare const editorErrorTypesFailed: Message<'editor'>;
/** Spinner while the reviewer's dialog loads the error types. */
export declare const editorErrorTypesLoading: Message<'editor'>;
/** Accessible name of the workflow part of the editor's header. */
export declare const editorStepBarLabel: Message<'editor'>;
/** Editor header when every workflow step of the document is delivered. */
export declare const editorStepAllDelivered: Message<'editor'>;
/** Badge of one's workflow step while the step before is not delivered (lower case in English). */
export declare const editorStepWaiting: Message<'editor'>;
/** Badge of one's workflow step while it is to be done (lower case in English). */
export declare const editorStepActive: Message<'editor'>;
/** Badge of one's delivered workflow step (lower case in English). */
export declare const editorStepDelivered: Message<'editor'>;
/** Label before the name of the signed-in person's workflow step (Translation, Review). */
export declare const editorStepYours: Message<'editor'>;
/** Editor header: the workflow step being worked on and whose it is. {step} selects the step (translation, review, second review); {name} is the assignee's name, in bold. */
export declare const editorStepInBy: Message<'editor'>;
/** After a workflow step in the editor's header: its deadline. {date} is the date and time. */
export declare const editorStepDue: Message<'editor'>;
/** After a workflow step in the editor's header: its deadline, passed. {date} is the date and time. */
export declare const editorStepDueOverdue: Message<'editor'>;
/** Keyboard help: what Ctrl+Shift+D does. {step} selects the step being delivered (translation, review, second review). */
export declare const editorShortcutDeliver: Message<'editor'>;
/** Button that delivers one's workflow step. {step} selects the step (translation, review, second review). */
export declare const editorStepDeliverButton: Message<'editor'>;
/** Button of a reviewer: sends the rejected segments back to the translator. */
export declare const editorStepReturnButton: Message<'editor'>;
/** Why a step cannot be delivered: {count} segments are not done in it. */
export declare const editorBlockerUnconfirmed: Message<'editor'>;
/** Why a step cannot be delivered: {count} segments have QA errors that were not ignored. */
export declare const editorBlockerQaErrors: Message<'editor'>;
/** Title of the dialog that asks before delivering a step. {step} selects the step (translation, review, second review). */
export declare const editorDeliverTitle: Message<'editor'>;
/** Button of a manager in the deliver dialog: delivers the step although segments block it. */
export declare const editorDeliverAnyway: Message<'editor'>;
/** Button of the deliver dialog. */
export declare const editorDeliver: Message<'editor'>;
/** Text of the deliver dialog. {name} is the document's name. */
export declare const editorDeliverText: Message<'editor'>;
/** Alert title in the deliver dialog when segments block the delivery. */
export declare const editorDeliverBlocked: Message<'editor'>;
/** Alert title in the deliver dialog when the delivery failed for another reason. */
export declare const editorDeliverFailed: Message<'editor'>;
/** Accessible name of a segment number that opens the segment in the grid. {number} is its number. */
export declare const editorOpenSegment: Message<'editor'>;
/** Under a delivery blocker: the segments that block it. {count} is how many are listed, {numbers} their numbers (links, separated by the list separator). */
export declare const editorBlockingSegments: Message<'editor'>;
/** Under a delivery blocker: the first segments that block it and how many more. {count} is how many are listed, {numbers} their numbers (links), {more} the number of the others. */
export declare const editorBlockingSegmentsMore: Message<'editor'>;
/** Title of the dialog that asks before a reviewer sends the document back to translation. */
export declare const editorReturnTitle: Message<'editor'>;
/** Button of the return-to-translation dialog. */
export declare const editorReturn: Message<'editor'>;
/** Text of the return-to-translation dialog. {name} is the document's name, {count} the number of rejected segments, {step} selects the reviewer's step (review, second review). */
export declare const editorReturnText: Message<'editor'>;
/** Alert title when sending the document back to translation failed. */
export declare const editorReturnFailed: Message<'editor'>;
/** Keyboard help: what Ctrl+Enter does. {done} is "reviewed" in a review step, otherwise the translator confirms. */
export declare const editorShortcutConfirm: Message<'editor'>;
/** Status line after Ctrl+Enter with no segment open. */
export declare const editorSayOpenToConfirm: Message<'editor'>;
/** Status line after Ctrl+Enter on a locked segment. {number} is its number. */
export declare const editorSayLocked: Message<'editor'>;
/** Status line after Ctrl+Enter on a segment whose target is empty. */
export declare const editorSayEmptyTranslateFirst: Message<'editor'>;
/** Status line when no later segment is left to confirm. {done} is "reviewed" in a review step. */
export declare const editorSayNoneWaitingAfter: Message<'editor'>;
/** Status line when no earlier segment is left to confirm. {done} is "reviewed" in a review step. */
export declare const editorSayNoneWaitingBefore: Message<'editor'>;
/** Status line after Ctrl+Shift+R with no segment open. */
export declare const editorSayOpenToReject: Message<'editor'>;
/** Status line after Ctrl+Shift+R on an empty target. */
export declare const editorSayEmptyNotRejected: Message<'editor'>;
/** Status line when moving on from the last segment. */
export declare const editorSayLastSegment: Message<'editor'>;
/** Status line when moving back from the first segment. */
export declare const editorSayFirstSegment: Message<'editor'>;
/** Status line after Ctrl+Shift+E with no segment open. */
export declare const editorSayOpenToCorrect: Message<'editor'>;
/** Status line after Ctrl+Shift+E on an unchanged target. {key} is the shortcut of a rejection (Ctrl+Shift+R). */
export declare const editorSayChangeFirst: Message<'editor'>;
/** Status line after Ctrl+Shift+E on an empty target. */
export declare const editorSayEmptyNotConfirmed: Message<'editor'>;
/** Keyboard help: what Ctrl+Shift+R does. */
export declare const editorShortcutReject: Message<'editor'>;
/** Keyboard help: what Ctrl+Shift+E does (a reviewer). */
export declare const editorShortcutCorrection: Message<'editor'>;
/** Keyboard help: what Tab does in a target. */
export declare const editorShortcutNextSegment: Message<'editor'>;
/** Keyboard help: what Shift+Tab does in a target. */
export declare const editorShortcutPreviousSegment: Message<'editor'>;
/** Keyboard help: what Alt+Down (or Down) does. */
export declare const editorShortcutDown: Message<'editor'>;
/** Keyboard help: what Alt+Up (or Up) does. */
export declare const editorShortcutUp: Message<'editor'>;
/** Keyboard help: what Alt+PageDown does. {done} is "reviewed" in a review step. */
export declare const editorShortcutNextOpen: Message<'editor'>;
/** Keyboard help: what Alt+PageUp does. {done} is "reviewed" in a review step. */
export declare const editorShortcutPreviousOpen: Message<'editor'>;
/** Keyboard help: what Ctrl+Insert (or Ctrl+Shift+S) does. */
export declare const editorShortcutCopySource: Message<'editor'>;
/** Keyboard help: what F9 does. */
export declare const editorShortcutNextCode: Message<'editor'>;
/** Status line after F9 when the target already has every inline code. */
export declare const editorSayAllCodesIn: Message<'editor'>;
/** Keyboard help: what Ctrl+Alt+1 … Ctrl+Alt+9 do. */
export declare const editorShortcutInsertCode: Message<'editor'>;
/** Said by screen readers when a segment opens. {number} is its number, {total} the number of segments, {status} its status badge ("needs review"). */
export declare const editorActiveSegment: Message<'editor'>;
/** Accessible name of an inline code chip in the target editor. {label} is the chip's label (<1>, {2}). Lower case: read mid-sentence. */
export declare const editorCodeChip: Message<'editor'>;
/** Tooltip of an inline code chip whose markup is not known. */
export declare const editorCodeUnknown: Message<'editor'>;
/** Accessible name of the grid's "#" column header. */
export declare const editorColumnNumber: Message<'editor'>;
/** Grid column header of the source text. {lang} is the source language code (en-US). */
export declare const editorColumnSource: Message<'editor'>;
/** Grid column header of the source text when the document has no source language. */
export declare const editorColumnSourceNotSet: Message<'editor'>;
/** Grid column header of the target text. {lang} is the target language code (de-DE). */
export declare const editorColumnTarget: Message<'editor'>;
/** Grid column header of the target text when the document has no target language. */
export declare const editorColumnTargetNotSet: Message<'editor'>;
/** Grid column header of the segments' status (its tooltip is the legend of the statuses). A narrow column. */
export declare const editorColumnStatus: Message<'editor'>;
/** Grid column header of where each target came from (TM match, MT, file…). A narrow column. */
export declare const editorColumnOrigin: Message<'editor'>;
/** Save state of a segment someone else saved meanwhile (a Reload button follows). In the narrow status column. */
export declare const editorConflict: Message<'editor'>;
/** Save state of a segment typed in and not saved yet (lower case in English). In the narrow status column. */
export declare const editorEdited: Message<'editor'>;
/** Tooltip of the state an imported file gives a segment. {meaning} explains it ("The file marks this translation finished and signed off"), or is the state as the file writes it. */
export declare const editorFileState: Message<'editor'>;
/** Said by screen readers before the state an imported file gives a segment. */
export declare const editorFileStateLabel: Message<'editor'>;
/** Meaning of the XLIFF state "final". */
export declare const editorFileStateFinal: Message<'editor'>;
/** The state an imported XLIFF file gives a segment, as a short word in the grid's origin column (XLIFF "final"). */
export declare const editorFileStateFinalName: Message<'editor'>;
/** Meaning of the XLIFF state "signed-off". */
export declare const editorFileStateSignedOff: Message<'editor'>;
/** The state an imported XLIFF file gives a segment, as a short word in the grid's origin column (XLIFF "signed-off"). */
export declare const editorFileStateSignedOffName: Message<'editor'>;
/** Meaning of the XLIFF state "translated". */
export declare const editorFileStateTranslated: Message<'editor'>;
/** The state an imported XLIFF file gives a segment, as a short word in the grid's origin column (XLIFF "translated"). */
export declare const editorFileStateTranslatedName: Message<'editor'>;
/** Meaning of the XLIFF state "needs-translation". */
export declare const editorFileStateNeedsTranslation: Message<'editor'>;
/** The state an imported XLIFF file gives a segment, as a short word in the grid's origin column (XLIFF "needs-translation"). */
export declare const editorFileStateNeedsTranslationName: Message<'editor'>;
/** Meaning of the XLIFF state "needs-review-translation". */
export declare const editorFileStateNeedsReview: Message<'editor'>;
/** The state an imported XLIFF file gives a segment, as a short word in the grid's origin column (XLIFF "needs-review-translation"). */
export declare const editorFileStateNeedsReviewName: Message<'editor'>;
/** Meaning of the XLIFF state "new". */
export declare const editorFileStateNew: Message<'editor'>;
/** The state an imported XLIFF file gives a segment, as a short word in the grid's origin column (XLIFF "new"). */
export declare const editorFileStateNewName: Message<'editor'>;
/** Option of the segment status filter: no filter. */
export declare const editorFilterAll: Message<'editor'>;
/** Option of the segment status filter: segments not confirmed yet. */
export declare const editorFilterUnconfirmed: Message<'editor'>;
/** Option of the segment status filter: segments without a target. */
export declare const editorFilterEmptyTarget: Message<'editor'>;
/** First option of the segment status filter for someone with a workflow step: the segments left to do in it. */
export declare const editorFilterMyStep: Message<'editor'>;
/** Option of the QA filter: no filter. */
export declare const editorFilterQaAny: Message<'editor'>;
/** Option of the QA filter: segments with QA findings. */
export declare const editorFilterQaIssues: Message<'editor'>;
/** Option of the QA filter: segments with QA errors. */
export declare const editorFilterQaErrors: Message<'editor'>;
/** Option of where to search: both texts. */
export declare const editorSearchInBoth: Message<'editor'>;
/** Option of where to search: the source text. */
export declare const editorSearchInSource: Message<'editor'>;
/** Option of where to search: the target text. */
export declare const editorSearchInTarget: Message<'editor'>;
/** Error of the find field for an invalid regular expression. {problem} is the browser's reason. */
export declare const editorPatternInvalid: Message<'editor'>;
/** Keyboard help: what Ctrl+F does. */
export declare const editorShortcutFind: Message<'editor'>;
/** Accessible name of the toolbar of segment filters. */
export declare const editorFiltersLabel: Message<'editor'>;
/** Label (hidden) of the segment status filter. */
export declare const editorFilterShow: Message<'editor'>;
/** Label (hidden) of the find field of the segment filters. */
export declare const editorFind: Message<'editor'>;
/** Placeholder of the find field. {key} is its shortcut (Ctrl+F). */
export declare const editorFindPlaceholder: Message<'editor'>;
/** Toolbar button that opens where and how to search. A toolbar button. */
export declare const editorSearchOptions: Message<'editor'>;
/** Label of the choice of where to search (source, target or both). */
export declare const editorSearchIn: Message<'editor'>;
/** Checkbox: the find text is a regular expression. */
export declare const editorRegex: Message<'editor'>;
/** Checkbox: the search is case-sensitive. */
export declare const editorMatchCase: Message<'editor'>;
/** Toolbar button that opens the rarer segment filters. A toolbar button. */
export declare const editorMoreFilters: Message<'editor'>;
/** Label of the QA filter. */
export declare const editorFilterQa: Message<'editor'>;
/** Label of the date filter: segments changed since then. */
export declare const editorFilterChangedSince: Message<'editor'>;
/** Checkbox filter: segments with unresolved comments. */
export declare const editorFilterOpenComments: Message<'editor'>;
/** Label of the filter of machine translations whose quality estimate is below a score. */
export declare const editorFilterMtBelow: Message<'editor'>;
/** Label of the filter choosing the segments by the project's screenshots, behind More filters in the editor's toolbar. */
export declare const editorFilterScreenshot: Message<'editor'>;
/** Option of the screenshots filter: every segment, whatever screenshot it is on. */
export declare const editorFilterScreenshotAny: Message<'editor'>;
/** Option of the screenshots filter: the segments no screenshot of the project has a box of (what still needs a screenshot). */
export declare const editorFilterScreenshotNone: Message<'editor'>;
/** Option of the screenshots filter: the segments on that screenshot. {name} is the screenshot's name. */
export declare const editorFilterScreenshotOn: Message<'editor'>;
/** Hint of the machine translation score filter. {min} and {max} are 1 and 100. */
export declare const editorFilterMtBelowHint: Message<'editor'>;
/** In the origin column of a segment someone else is editing. {name} is that person's name. */
export declare const editorHeldBy: Message<'editor'>;
/** Tooltip of a segment someone else is editing. {name} is that person's name. */
export declare const editorHeldByHint: Message<'editor'>;
/** Bar above the grid: segments changed so that they left the filter stay listed. {count} is their number. */
export declare const editorKeptRows: Message<'editor'>;
/** In the origin column of a segment that no longer matches the filter (lower case in English). The origin column is narrow and cuts longer text. */
export declare const editorLeftView: Message<'editor'>;
/** Tooltip of "not in filter". "Refresh list" is the name of the button above the grid. */
export declare const editorLeftViewHint: Message<'editor'>;
/** Tooltip of a locked segment of a unit marked translate="no" (keep translate="no" as it is). */
export declare const editorLockedTranslateNo: Message<'editor'>;
/** Tooltip of a locked segment of a segmented unit (keep translate="no" as it is). */
export declare const editorLockedInFile: Message<'editor'>;
/** In the origin column of a segment locked by its file (lower case in English). The origin column is narrow and cuts longer text. */
export declare const editorLockedInFileShort: Message<'editor'>;
/** The grid when no segment matches the filters. */
export declare const editorNoSegmentMatches: Message<'editor'>;
/** The grid of a document without segments. */
export declare const editorNoSegments: Message<'editor'>;
/** Save state of a segment whose save failed (a Retry button follows). In the narrow status column. */
export declare const editorNotSaved: Message<'editor'>;
/** Alert said by screen readers when a segment's save failed. {number} is the segment's number, {reason} why. */
export declare const editorNotSavedLabel: Message<'editor'>;
/** Accessible name of the comments marker of a segment. {count} is the number of unresolved comments. */
export declare const editorOpenComments: Message<'editor'>;
/** Tooltip of the comments marker of a segment. "Comments" is the side panel tab. */
export declare const editorOpenCommentsHint: Message<'editor'>;
/** Badge in the origin column: the target came from a translation memory (abbreviation). An abbreviation, in a narrow column. */
export declare const editorOriginTmShort: Message<'editor'>;
/** Name of the TM badge of a target from an exact translation memory match. */
export declare const editorOriginTmExact: Message<'editor'>;
/** Name of the TM badge of a target from a fuzzy translation memory match. */
export declare const editorOriginTmFuzzy: Message<'editor'>;
/** Badge in the origin column: the target came from machine translation (abbreviation). An abbreviation, in a narrow column. */
export declare const editorOriginMtShort: Message<'editor'>;
/** Name of the MT badge in the origin column. */
export declare const editorOriginMt: Message<'editor'>;
/** Badge in the origin column: a glossary term was inserted. In a narrow column. */
export declare const editorOriginTermShort: Message<'editor'>;
/** Name of the Term badge in the origin column. */
export declare const editorOriginTerm: Message<'editor'>;
/** Badge in the origin column: the target was copied from a repetition (abbreviation). An abbreviation, in a narrow column. */
export declare const editorOriginRepetitionShort: Message<'editor'>;
/** Name of the Rep. badge in the origin column. */
export declare const editorOriginRepetition: Message<'editor'>;
/** Badge in the origin column: the target came with the imported file. In a narrow column. */
export declare const editorOriginFileShort: Message<'editor'>;
/** Name of the File badge in the origin column. */
export declare const editorOriginFile: Message<'editor'>;
/** Name of the badge of an unconfirmed machine translation whose quality estimate is low. {score} is its score, {threshold} the project's threshold. */
export declare const editorOriginMtDoubted: Message<'editor'>;
/** Badge of an unconfirmed machine translation with a low quality estimate. {score} is its score. In a narrow column. */
export declare const editorOriginMtScore: Message<'editor'>;
/** Name of the badge of a target from a translation memory match. {percent} is its score as a percentage ("85%"). */
export declare const editorOriginTmPercent: Message<'editor'>;
/** Tooltip of the origin column header: the legend of its badges. Use the same abbreviations as the badges (TM score, MT, Term, Rep., File). */
export declare const editorOriginLegend: Message<'editor'>;
/** Tooltip of the plural form badge under a segment number. {form} is the form (one, few, =0, form 1). */
export declare const editorPluralForm: Message<'editor'>;
/** Said by screen readers before the plural form badge. */
export declare const editorPluralFormLabel: Message<'editor'>;
/** A gettext plural form known only by its number (msgstr[1]). {number} is that number. Lower case in English. A badge under the segment number, in a narrow column. */
export declare const editorPluralFormNumber: Message<'editor'>;
/** Accessible name of the QA marker of a segment with QA errors. {count} is their number. */
export declare const editorQaErrors: Message<'editor'>;
/** Tooltip of the QA marker of a segment with QA errors. {count} is their number; "QA" is the side panel tab. */
export declare const editorQaErrorsHint: Message<'editor'>;
/** Accessible name of the QA marker of a segment with QA warnings only. {count} is their number. */
export declare const editorQaWarnings: Message<'editor'>;
/** Tooltip of the QA marker of a segment with QA warnings only. {count} is their number; "QA" is the side panel tab. */
export declare const editorQaWarningsHint: Message<'editor'>;
/** Button that lists only the segments matching the filter again. */
export declare const editorRefreshList: Message<'editor'>;
/** Tooltip of the Reject button of the open segment. {key} is its shortcut (Ctrl+Shift+R). */
export declare const editorRejectHint: Message<'editor'>;
/** Accessible name of the Reject button of the open segment. {number} is its number. */
export declare const editorRejectSegmentLabel: Message<'editor'>;
/** Button after a save conflict: shows the version saved meanwhile. A small button in the narrow status column. */
export declare const editorReload: Message<'editor'>;
/** Tooltip of the Reload button after a save conflict. */
export declare const editorReloadHint: Message<'editor'>;
/** Accessible name of the Reload button after a save conflict. {number} is the segment's number. */
export declare const editorReloadLabel: Message<'editor'>;
/** Name of the repetition marker of a segment. {count} is how many more times its source occurs. */
export declare const editorRepeated: Message<'editor'>;
/** Keyboard help: what Ctrl+Shift+Enter does. */
export declare const editorShortcutFillRepetitions: Message<'editor'>;
/** Toolbar button that opens find and replace. A toolbar button. */
export declare const editorReplaceButton: Message<'editor'>;
/** Keyboard help: what Ctrl+H does. */
export declare const editorShortcutReplace: Message<'editor'>;
/** Save state of a segment whose unsaved text was put back from an earlier visit (lower case in English). In the narrow status column. */
export declare const editorRestored: Message<'editor'>;
/** Tooltip of "restored unsaved text". */
export declare const editorRestoredHint: Message<'editor'>;
/** Button that saves a segment again after a failed save. A small button in the narrow status column. */
export declare const editorRetry: Message<'editor'>;
/** Accessible name of the Retry button after a failed save. {number} is the segment's number. */
export declare const editorRetrySaveLabel: Message<'editor'>;
/** Save state of a segment just saved. In the narrow status column. */
export declare const editorSaved: Message<'editor'>;
/** Save state of a segment being saved. In the narrow status column. */
export declare const editorSaving: Message<'editor'>;
/** Save state of a segment waiting for the translator to sign in again. In the narrow status column. */
export declare const editorSignInToSave: Message<'editor'>;
/** Status line when tabbing into a grid of locked segments. */
export declare const editorSayNoneEditable: Message<'editor'>;
/** Accessible name of a row of the grid. {number} is the segment's number. */
export declare const editorSegmentRow: Message<'editor'>;
/** Accessible name of the scrolling rows of the grid. */
export declare const editorSegmentRows: Message<'editor'>;
/** Accessible name of the grid of segments. */
export declare const editorSegmentsLabel: Message<'editor'>;
/** Error title of the grid. */
export declare const editorSegmentsLoadFailed: Message<'editor'>;
/** Spinner of the grid. */
export declare const editorSegmentsLoading: Message<'editor'>;
/** Keyboard help: what F1 (or ?) does. */
export declare const editorShortcutHelp: Message<'editor'>;
/** Header button that opens the keyboard help. */
export declare const editorShortcutsButton: Message<'editor'>;
/** Spinner of the keyboard help while its code downloads. */
export declare const editorShortcutsLoading: Message<'editor'>;
/** Title of the keyboard help dialog. */
export declare const editorShortcutsTitle: Message<'editor'>;
/** Status badge of a locked segment (lower case in English). The status column is narrow. */
export declare const editorStatusLocked: Message<'editor'>;
/** Accessible name of the status cell of a segment. {number} is its number. */
export declare const editorStatusOfSegment: Message<'editor'>;
/** Accessible name of a segment's target (the editor, or the text). {number} is its number. */
export declare const editorTargetOfSegment: Message<'editor'>;
/** Error of the find field for a regular expression using backreferences, which the linear-time search engine cannot run. Keep \1 and \k<name> as they are. */
export declare const editorPatternBackreferences: Message<'editor'>;
/** Error of the find field for a regular expression using lookahead or lookbehind, which the linear-time search engine cannot run. Keep (?=, (?!, (?<= and (?<! as they are. */
export declare const editorPatternLookaround: Message<'editor'>;
/** Error of the find field for a regular expression too large to search with in bounded time. {size} is how many steps per character it compiles to; {max} the most allowed (formatted). '{1,500}' is a repetition as written in a regular expression: keep it, quotes included. */
export declare const editorPatternTooCostly: Message<'editor'>;
/** The editor's part showing a segment's details. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartDetails: Message<'editor'>;
/** The review notes under a rejected segment. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartReviewNotes: Message<'editor'>;
/** The list of keyboard shortcuts of the editor's help. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartShortcuts: Message<'editor'>;
/** The offer, after a segment is confirmed, to fill its repetitions with the same translation. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartRepetitionOffer: Message<'editor'>;
/** The find and replace panel of the editor. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartReplace: Message<'editor'>;
/** The question asked before confirming a segment with QA errors. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartQaQuestion: Message<'editor'>;
/** The notice shown when a segment was kept unconfirmed because of QA errors. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartQaNotice: Message<'editor'>;
/** The dialog in which a reviewer records a verdict and errors. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartReviewDialog: Message<'editor'>;
/** The dialog choosing the document's translation memories and glossaries. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). */
export declare const editorPartLinks: Message<'editor'>;
/** A tab of the editor's side panel. The subject of the message "… could not be loaded" shown in its place when its code could not be downloaded (a name in the singular reads best in every language). {tab} is the tab's name ("History"). */
export declare const editorPartTab: Message<'editor'>;
/** Grid column header of the narrow structure column that gives each segment's place in the document's structure as a short code (H1, ¶, T1 r2c1), as Trados's structure column does. A very narrow column. */
export declare const editorColumnStructure: Message<'editor'>;
/** Tooltip of the structure column header: the legend of its codes. Use the same codes as the editorStructure…Code messages. */
export declare const editorStructureLegend: Message<'editor'>;
/** Structure column: code of a heading. {level} is its level (1 the highest). Keep it one or two letters: the column is narrow. */
export declare const editorStructureHeadingCode: Message<'editor'>;
/** Structure column: a heading, in the full place (the code's tooltip), e.g. "Heading 1". Written as inside a sentence: the first word of the place is capitalized for you. */
export declare const editorStructureHeading: Message<'editor'>;
/** Structure column: a paragraph of running text, in the full place (its code is ¶). Written as inside a sentence. */
export declare const editorStructureParagraph: Message<'editor'>;
/** Structure column: code of a list item. {level} is its nesting (1 the outermost), empty where the format does not say it. */
export declare const editorStructureListItemCode: Message<'editor'>;
/** Structure column: a list item and its nesting {level} (1 the outermost), in the full place. Written as inside a sentence. */
export declare const editorStructureListItem: Message<'editor'>;
/** Structure column: a list item whose nesting the format does not say, in the full place. Written as inside a sentence. */
export declare const editorStructureListItemUnleveled: Message<'editor'>;
/** Structure column: code of a table. {number} is its number in the document, empty for a table named rather than numbered. */
export declare const editorStructureTableCode: Message<'editor'>;
/** Structure column: a table by its {number}, in the full place. Written as inside a sentence. */
export declare const editorStructureTable: Message<'editor'>;
/** Structure column: a table by the {name} the document gives it, in the full place. Written as inside a sentence. */
export declare const editorStructureTableNamed: Message<'editor'>;
/** Structure column: a table the format neither numbers nor names (a slide's table), in the full place. Written as inside a sentence. */
export declare const editorStructureTableUnnumbered: Message<'editor'>;
/** Structure column: code of a table cell. {row} and {column} count from 1. One letter each: the column is narrow. */
export declare const editorStructureCellCode: Message<'editor'>;
/** Structure column: a table cell by its {row} and its {column} (from 1), in the full place. Written as inside a sentence. */
export declare const editorStructureCell: Message<'editor'>;
/** Structure column: code of a text box. {number} is its number in the document. */
export declare const editorStructureTextBoxCode: Message<'editor'>;
/** Structure column: a text box, in the full place. Written as inside a sentence. */
export declare const editorStructureTextBox: Message<'editor'>;
/** Structure column: code of a page header. */
export declare const editorStructureHeaderCode: Message<'editor'>;
/** Structure column: a page header, in the full place: {page} is first (the first page's own), even (the even pages') or other (every page's). Written as inside a sentence. */
export declare const editorStructureHeader: Message<'editor'>;
/** Structure column: code of a page footer. */
export declare const editorStructureFooterCode: Message<'editor'>;
/** Structure column: a page footer, in the full place: {page} is first, even or other (every page's). Written as inside a sentence. */
export declare const editorStructureFooter: Message<'editor'>;
/** Structure column: code of a footnote. {label} is its number (or the mark a Markdown file gives it). */
export declare const editorStructureFootnoteCode: Message<'editor'>;
/** Structure column: a footnote, in the full place. Written as inside a sentence. */
export declare const editorStructureFootnote: Message<'editor'>;
/** Structure column: code of an endnote. {label} is its number. */
export declare const editorStructureEndnoteCode: Message<'editor'>;
/** Structure column: an endnote, in the full place. Written as inside a sentence. */
export declare const editorStructureEndnote: Message<'editor'>;
/** Structure column: code of a comment written in the document (not a Tessera comment). {number} is its number. */
export declare const editorStructureCommentCode: Message<'editor'>;
/** Structure column: a comment written in the document, in the full place (its author follows in brackets where the document names one). Written as inside a sentence. */
export declare const editorStructureComment: Message<'editor'>;
/** Structure column: code of a segment holding a hyperlink. */
export declare const editorStructureHyperlinkCode: Message<'editor'>;
/** Structure column: the segment holds a hyperlink, in the full place ("Paragraph, hyperlink"). Written as inside a sentence. */
export declare const editorStructureHyperlink: Message<'editor'>;
/** Structure column: code of a presentation's slide. {number} is its number. */
export declare const editorStructureSlideCode: Message<'editor'>;
/** Structure column: a slide, in the full place. Written as inside a sentence. */
export declare const editorStructureSlide: Message<'editor'>;
/** Structure column: code of a slide's speaker notes. */
export declare const editorStructureNotesCode: Message<'editor'>;
/** Structure column: a slide's speaker notes, in the full place. Written as inside a sentence. */
export declare const editorStructureNotes: Message<'editor'>;
/** Structure column: code of a chart. {number} is its number. */
export declare const editorStructureChartCode: Message<'editor'>;
/** Structure column: a chart, in the full place. Written as inside a sentence. */
export declare const editorStructureChart: Message<'editor'>;
/** Structure column: what a text of a chart is, in the full place: {role} is title (the chart's), axis (an axis's title), data (a data label), series (a series' name), category (a category's label) or other (another label). Written as inside a sentence. */
export declare const editorStructureChartText: Message<'editor'>;
/** Structure column: code of a SmartArt graphic. {number} is its number. SmartArt is Microsoft's name: keep SA where Office keeps the name. */
export declare const editorStructureSmartArtCode: Message<'editor'>;
/** Structure column: a SmartArt graphic, in the full place. SmartArt is Microsoft's product name. */
export declare const editorStructureSmartArt: Message<'editor'>;
/** Structure column: code of a drawing shape. {number} is its number. */
export declare const editorStructureShapeCode: Message<'editor'>;
/** Structure column: a drawing shape, in the full place. Written as inside a sentence. */
export declare const editorStructureShape: Message<'editor'>;
/** Structure column: a spreadsheet cell, in the full place. {name} is the sheet's name, {cell} the cell's reference (B12), which is also its code. Written as inside a sentence. */
export declare const editorStructureSheet: Message<'editor'>;
/** Structure column: a spreadsheet's sheet (text not in a cell), in the full place. {name} is the sheet's name. Written as inside a sentence. */
export declare const editorStructureSheetOnly: Message<'editor'>;
/** Structure column: code of an InDesign story (a flow of text). {number} is its number. */
export declare const editorStructureStoryCode: Message<'editor'>;
/** Structure column: an InDesign story (a flow of text), in the full place, as InDesign says it in your language. Written as inside a sentence. */
export declare const editorStructureStory: Message<'editor'>;
/** Structure column: code of a block quote. */
export declare const editorStructureQuoteCode: Message<'editor'>;
/** Structure column: a block quote, in the full place. Written as inside a sentence. */
export declare const editorStructureQuote: Message<'editor'>;
/** Structure column: code of an image's text (its alternative text). */
export declare const editorStructureImageCode: Message<'editor'>;
/** Structure column: an image's text (its alternative text), in the full place. Written as inside a sentence. */
export declare const editorStructureImage: Message<'editor'>;
/** Structure column: code of a Markdown file's front matter (its metadata block). */
export declare const editorStructureFrontMatterCode: Message<'editor'>;
/** Structure column: a Markdown file's front matter (its metadata block), in the full place. Written as inside a sentence. */
export declare const editorStructureFrontMatter: Message<'editor'>;
/** Structure column: the full place, one part after another: {place} is the place so far ("Table 1"), {part} the next part ("row 2, cell 1"). */
export declare const editorStructureFurther: Message<'editor'>;
/** QA warning measured in the browser while typing: the target, in the font of its box on a screenshot, is wider than the box. {screenshot} is the screenshot's file name, {over} and {box} numbers of pixels. */
export declare const editorQaScreenOverflow: Message<'editor'>;
/** Under the open target: its length against the file's limit (XLIFF maxwidth). {count} and {max} are formatted numbers of characters. */
export declare const editorLengthLimit: Message<'editor'>;
/** Beside the length limit under the open target: the width of the segment's box on a screenshot. {width} is a formatted number of pixels. */
export declare const editorLengthBox: Message<'editor'>;
