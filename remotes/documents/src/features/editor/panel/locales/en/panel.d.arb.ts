// The messages of panel.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Spinner of the Matches tab while the active segment's translation memory matches are looked up. */
export declare const editorMatchesLoading: Message<'panel'>;
/** Title of the error in the Matches tab when the lookup failed (a Retry button follows). */
export declare const editorMatchesFailed: Message<'panel'>;
/** Spinner of the Terms tab while the glossary terms of the active segment are looked up. */
export declare const editorTermsLoading: Message<'panel'>;
/** Title of the error in the Terms tab when the lookup failed (a Retry button follows). */
export declare const editorTermsFailed: Message<'panel'>;
/** Button that puts a match, a machine translation, a term or a concordance result into the target. A small button in the narrow side panel. */
export declare const editorInsert: Message<'panel'>;
/** Tooltip of the Insert button of a match: the match replaces the whole target. */
export declare const editorReplaceTargetHint: Message<'panel'>;
/** Tooltip of the Insert button of a match or of the machine translation. {key} is its keyboard shortcut (Ctrl+1, Ctrl+Alt+M). */
export declare const editorReplaceTargetHintKey: Message<'panel'>;
/** Tooltip of the Insert button of a term: it goes in where the caret is. */
export declare const editorInsertAtCaretHint: Message<'panel'>;
/** Tooltip of the Insert button of a term. {key} is its keyboard shortcut (Ctrl+Shift+1). */
export declare const editorInsertAtCaretHintKey: Message<'panel'>;
/** Accessible name of the Insert button of a match. {number} is the match's number in the list. */
export declare const editorInsertMatchLabel: Message<'panel'>;
/** Accessible name of the Insert button of a term. {number} is the term's number in the list. */
export declare const editorInsertTermLabel: Message<'panel'>;
/** One error a machine translation quality estimate found, in the tooltip of its score. {category} is the error category ("Accuracy"), {severity} its severity ("major"). */
export declare const editorMtError: Message<'panel'>;
/** One error a machine translation quality estimate found, with the words it concerns. {category} is the error category ("Accuracy"), {severity} its severity ("major"), {span} the words of the translation. */
export declare const editorMtErrorWithSpan: Message<'panel'>;
/** Shown beside a machine translation without a quality score. {problem} is the reason, one of the editorMtProblem… messages. */
export declare const editorMtNoEstimate: Message<'panel'>;
/** Badge with a machine translation's quality estimate. {score} is the score from 0 to 100. */
export declare const editorMtQuality: Message<'panel'>;
/** Tooltip of a machine translation's quality score when the model found no error. */
export declare const editorMtNoErrors: Message<'panel'>;
/** Tooltip of a machine translation's quality score. {count} is the number of errors the model found, {errors} the list of them separated by semicolons. */
export declare const editorMtErrorsFound: Message<'panel'>;
/** Heading of the machine translation suggestion below the matches. */
export declare const editorMtTitle: Message<'panel'>;
/** Accessible name of the Insert button of the machine translation suggestion. */
export declare const editorMtInsertLabel: Message<'panel'>;
/** Spinner while the machine translation of the active segment is requested. */
export declare const editorMtAsking: Message<'panel'>;
/** Button that asks again after a request failed. */
export declare const editorTryAgain: Message<'panel'>;
/** Said by screen readers before the machine translation's text. */
export declare const editorMtSuggestedTarget: Message<'panel'>;
/** Under a machine translation that cannot be inserted (its inline codes are wrong). {problem} is the reason, one of the editorMtProblem… messages. */
export declare const editorMtNotInsertable: Message<'panel'>;
/** QA tab of the side panel while no segment is open. */
export declare const editorQaSelectSegment: Message<'panel'>;
/** QA tab of a segment without QA findings. */
export declare const editorQaNoIssues: Message<'panel'>;
/** QA tab of a segment whose target is empty: QA checks run on saved targets. */
export declare const editorQaNotRunYet: Message<'panel'>;
/** Error title in the QA tab when ignoring a warning (or counting it again) failed. */
export declare const editorQaIgnoreFailed: Message<'panel'>;
/** Accessible name of the list of open QA findings in the QA tab. */
export declare const editorQaIssues: Message<'panel'>;
/** Accessible name of the list of ignored QA warnings in the QA tab. */
export declare const editorQaIgnoredWarnings: Message<'panel'>;
/** Badge of a QA warning the translator ignored. */
export declare const editorQaIgnored: Message<'panel'>;
/** Badge of a QA finding of severity error (blocks confirmation). */
export declare const editorQaError: Message<'panel'>;
/** Badge of a QA finding of severity warning. */
export declare const editorQaWarning: Message<'panel'>;
/** Accessible name of the button that ignores a QA warning for this segment. {message} is the warning, from the server. */
export declare const editorQaIgnoreLabel: Message<'panel'>;
/** Accessible name of the button that counts an ignored QA warning again. {message} is the warning, from the server. */
export declare const editorQaStopIgnoringLabel: Message<'panel'>;
/** Button that ignores a QA warning for this segment. A small button in the narrow side panel. */
export declare const editorQaIgnore: Message<'panel'>;
/** Button that counts an ignored QA warning again. A small button in the narrow side panel. */
export declare const editorQaStopIgnoring: Message<'panel'>;
/** Badge of a history version that took a segment's confirmation back. */
export declare const editorHistoryNotConfirmed: Message<'panel'>;
/** Badge of a history version that took a segment's review back. */
export declare const editorHistoryNotReviewed: Message<'panel'>;
/** Badge of a history version typed by a person. */
export declare const editorChangeManual: Message<'panel'>;
/** Badge of a history version that came from a translation memory match. */
export declare const editorChangeTm: Message<'panel'>;
/** Badge of a history version that came from machine translation. */
export declare const editorChangeMt: Message<'panel'>;
/** Badge of a history version where a glossary term was inserted. */
export declare const editorChangeTerm: Message<'panel'>;
/** Badge of a history version made by pre-translation. */
export declare const editorChangePretranslation: Message<'panel'>;
/** Badge of a history version that came with an imported file. */
export declare const editorChangeImport: Message<'panel'>;
/** Badge of a history version filled from a repetition of the segment. */
export declare const editorChangeRepetition: Message<'panel'>;
/** Badge of a history version made by find and replace. */
export declare const editorChangeReplace: Message<'panel'>;
/** Badge of a history version that restored an earlier one. */
export declare const editorChangeRestore: Message<'panel'>;
/** Badge of a history version brought back by the return of a package sent out to a desktop tool (OmegaT); the version's author is the person the package went to. */
export declare const editorChangeReturn: Message<'panel'>;
/** Badge of a history version where a reviewer rejected the segment. */
export declare const editorChangeReject: Message<'panel'>;
/** History tab while no segment is open. */
export declare const editorHistorySelectSegment: Message<'panel'>;
/** Spinner of the History tab. */
export declare const editorHistoryLoading: Message<'panel'>;
/** Error title in the History tab. */
export declare const editorHistoryLoadFailed: Message<'panel'>;
/** History tab of a segment without versions. Tessera is the product name. */
export declare const editorHistoryNone: Message<'panel'>;
/** Error title in the History tab when restoring a version failed. */
export declare const editorHistoryRestoreFailed: Message<'panel'>;
/** Accessible name of the list of a segment's versions in the History tab. */
export declare const editorHistoryVersions: Message<'panel'>;
/** In a history version from machine translation that has no quality score. */
export declare const editorHistoryNoEstimate: Message<'panel'>;
/** In a history version from machine translation. {score} is its quality score (0-100). */
export declare const editorHistoryEstimate: Message<'panel'>;
/** Accessible name of the paragraph showing what a version changed (words struck through and added). */
export declare const editorHistoryChange: Message<'panel'>;
/** Accessible name of the button that restores a version. {time} is its date and time, {target} its text. */
export declare const editorHistoryRestoreLabel: Message<'panel'>;
/** Accessible name of the button that restores a version whose target was empty. {time} is its date and time. */
export declare const editorHistoryRestoreEmptyLabel: Message<'panel'>;
/** Button of a version in the History tab. */
export declare const editorHistoryRestore: Message<'panel'>;
/** Accessible name of the list of people offered after typing @ in a comment. */
export declare const editorCommentsPeopleToMention: Message<'panel'>;
/** Comments tab while no segment is open. */
export declare const editorCommentsSelectSegment: Message<'panel'>;
/** Error title in the Comments tab when adding, resolving or deleting a comment failed. */
export declare const editorCommentSaveFailed: Message<'panel'>;
/** Spinner of the Comments tab. */
export declare const editorCommentsLoading: Message<'panel'>;
/** Error title in the Comments tab. */
export declare const editorCommentsLoadFailed: Message<'panel'>;
/** Comments tab of a segment without comments. */
export declare const editorCommentsNone: Message<'panel'>;
/** Accessible name of the list of comments in the Comments tab. */
export declare const editorCommentsList: Message<'panel'>;
/** Accessible name of a comment. {name} is its author's name. */
export declare const editorCommentBy: Message<'panel'>;
/** Accessible name of a resolved comment. {name} is its author's name. */
export declare const editorCommentByResolved: Message<'panel'>;
/** Badge of a resolved comment. */
export declare const editorCommentResolved: Message<'panel'>;
/** Button that reopens a resolved comment. A small button in the narrow side panel. */
export declare const editorCommentReopen: Message<'panel'>;
/** Button that marks a comment resolved. A small button in the narrow side panel. */
export declare const editorCommentResolve: Message<'panel'>;
/** Accessible name of the Delete button of a comment. {text} is the comment's text. */
export declare const editorCommentDeleteLabel: Message<'panel'>;
/** Button that deletes a comment. A small button in the narrow side panel. */
export declare const editorCommentDelete: Message<'panel'>;
/** Label of the field for a new comment (typing @ offers people to mention). */
export declare const editorCommentNew: Message<'panel'>;
/** Button that posts a new comment on the segment. */
export declare const editorCommentAdd: Message<'panel'>;
/** Note in the Concordance tab of a document linked to no translation memory. */
export declare const editorConcordanceAllTms: Message<'panel'>;
/** Error title in the Concordance tab. */
export declare const editorConcordanceTmsFailed: Message<'panel'>;
/** Spinner of the Concordance tab while a search runs. */
export declare const editorConcordanceSearching: Message<'panel'>;
/** Error title in the Concordance tab. */
export declare const editorConcordanceFailed: Message<'panel'>;
/** Concordance tab when no translation unit contains every searched word. */
export declare const editorConcordanceNone: Message<'panel'>;
/** Accessible name of the list of concordance results. */
export declare const editorConcordanceResults: Message<'panel'>;
/** Accessible name of the pagination of concordance results. */
export declare const editorConcordancePages: Message<'panel'>;
/** Accessible name of the concordance search form. */
export declare const editorConcordanceSearchForm: Message<'panel'>;
/** Label of the concordance search field. */
export declare const editorConcordanceField: Message<'panel'>;
/** Button that starts a concordance search. A button beside the search field in the narrow side panel. */
export declare const editorConcordanceSearch: Message<'panel'>;
/** Accessible name of a concordance result. {number} is its number, {tm} the translation memory's name. */
export declare const editorConcordanceResultLabel: Message<'panel'>;
/** Who last changed a translation memory unit and when, when the author is not known. {date} is the date. */
export declare const editorUnknownAuthorDate: Message<'panel'>;
/** Who last changed a translation memory unit and when. {author} is their name, {date} the date. */
export declare const editorAuthorDate: Message<'panel'>;
/** Accessible name of the Insert button of a concordance result. {number} is its number. */
export declare const editorConcordanceInsertLabel: Message<'panel'>;
/** Said by screen readers before a source text (concordance result). */
export declare const editorSourceLabel: Message<'panel'>;
/** Said by screen readers before a target text (match, concordance result). */
export declare const editorTargetLabel: Message<'panel'>;
/** Matches tab of a segment without matches at or above the threshold. {threshold} is the display threshold (a number; the % sign follows it). */
export declare const editorMatchesNone: Message<'panel'>;
/** Accessible name of the list of matches. */
export declare const editorMatchesList: Message<'panel'>;
/** Under the matches: how many were left out for being below the threshold. {count} is their number, {threshold} the display threshold (a number; the % sign follows it). */
export declare const editorMatchesHidden: Message<'panel'>;
/** Accessible name of a match. {number} is its number, {similarity} its score (a number; the % sign follows it), {tm} the translation memory's name. */
export declare const editorMatchLabel: Message<'panel'>;
/** Said by screen readers before a match's source, in which the words that differ from the segment are marked. */
export declare const editorMatchSourceLabel: Message<'panel'>;
/** Tooltip of words of a match's source that the segment does not have (struck through). */
export declare const editorMatchDiffRemoved: Message<'panel'>;
/** Tooltip of words of the segment that the match's source does not have (highlighted). */
export declare const editorMatchDiffAdded: Message<'panel'>;
/** Terms tab while no segment is open. */
export declare const editorTermsSelectSegment: Message<'panel'>;
/** Terms tab of a segment without glossary terms. */
export declare const editorTermsNone: Message<'panel'>;
/** Said by screen readers before the segment's source with its glossary terms underlined. */
export declare const editorTermsSourceLabel: Message<'panel'>;
/** Accessible name of the list of terms in the Terms tab. */
export declare const editorTermsList: Message<'panel'>;
/** Badge of a glossary term marked preferred. */
export declare const editorTermPreferred: Message<'panel'>;
/** Badge of a glossary term marked deprecated. */
export declare const editorTermDeprecated: Message<'panel'>;
/** Badge of a glossary term marked forbidden (must not be written). */
export declare const editorTermForbidden: Message<'panel'>;
/** Accessible name of a glossary term in the Terms tab. {number} is its number, {source} the term, {target} its translation; {status} (preferred, deprecated, or another) adds its standing. */
export declare const editorTermLabel: Message<'panel'>;
/** Accessible name of a forbidden glossary term. {source} is the term, {target} the translation not to use. */
export declare const editorForbiddenTermLabel: Message<'panel'>;
/** A machine translation provider's name, shown beside the machine translation suggestion in the editor. {provider} is the provider's code; DeepL API and LibreTranslate are product names and stay as they are. */
export declare const editorMtProviderName: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"): the language model's annotation could not be read. */
export declare const editorMtProblemUnreadable: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"): the model's answer was neither JSON nor the text form of GEMBA-MQM (the name of the estimation method; keep it). */
export declare const editorMtProblemNotJsonNorGemba: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"). {category} is the category the model wrote, as it wrote it. */
export declare const editorMtProblemUnknownCategory: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"). {severity} is the severity the model wrote, as it wrote it. */
export declare const editorMtProblemUnknownSeverity: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"): the project's machine translation provider (DeepL, Google…) is not a language model, which estimates need. */
export declare const editorMtProblemNoModel: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"): the model's service answered that it is asked too often. */
export declare const editorMtProblemRateLimited: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"). */
export declare const editorMtProblemTimedOut: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"): asking the model failed (its administrators see why). */
export declare const editorMtProblemNotAsked: Message<'panel'>;
/** Why a machine translation has no quality estimate (after "No quality estimate:"), for a reason this version of the editor does not know (the server's own words are its tooltip). */
export declare const editorMtProblemOther: Message<'panel'>;
/** Screens tab of the side panel, for a document outside any project. */
export declare const editorScreensNoProject: Message<'panel'>;
/** Screens tab of the side panel before a segment is open. */
export declare const editorScreensSelectSegment: Message<'panel'>;
/** Spinner of the Screens tab while the screenshots of the open segment load. */
export declare const editorScreensLoading: Message<'panel'>;
/** Screens tab when no screenshot of the project has a box of the open segment. */
export declare const editorScreensNone: Message<'panel'>;
/** Alternative text of a screenshot in the side panel. {name} is the screenshot's name, {text} the open segment's source text. */
export declare const editorScreensAlt: Message<'panel'>;
/** Accessible name of a screenshot's zoomable view in the side panel. {name} is its name, {zoom} the zoom (1, 2 or 4). */
export declare const editorScreensView: Message<'panel'>;
/** Button enlarging a screenshot in the side panel. */
export declare const editorScreensZoomIn: Message<'panel'>;
/** Button shrinking a screenshot in the side panel back. */
export declare const editorScreensZoomOut: Message<'panel'>;
/** Under a screenshot in the side panel: the size of the open segment's box on it. {width} and {height} are numbers of pixels. */
export declare const editorScreensBoxSize: Message<'panel'>;
/** Warning under a screenshot in the side panel: the translation measured in the box's font is wider than the box. {width}, {over} and {box} are numbers of pixels, {font} the CSS font (14px Inter). */
export declare const editorScreensOverflow: Message<'panel'>;
/** Under a screenshot in the side panel: the translation measured in the box's font fits. {width} and {box} are numbers of pixels, {font} the CSS font. */
export declare const editorScreensFits: Message<'panel'>;
/** Under a screenshot in the side panel when the box has no font of its own. {font} is the editor's CSS font. */
export declare const editorScreensEditorFont: Message<'panel'>;
/** Label of the select of where the concordance looks for the words: in the units' source, target or either. */
export declare const editorConcordanceSearchIn: Message<'panel'>;
/** Option of the concordance's Search in select: the units' source text. */
export declare const editorConcordanceInSource: Message<'panel'>;
/** Option of the concordance's Search in select: the units' target text. */
export declare const editorConcordanceInTarget: Message<'panel'>;
/** Option of the concordance's Search in select: every word in the source, or every word in the target. */
export declare const editorConcordanceInEither: Message<'panel'>;
