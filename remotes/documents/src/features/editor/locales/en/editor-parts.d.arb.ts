// The messages of editor-parts.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Accessible name of the pane that shows the document as a reader sees it. */
export declare const editorPreviewLabel: Message<'editor-parts'>;
/** Heading of the document preview pane. */
export declare const editorPreviewTitle: Message<'editor-parts'>;
/** Spinner of the document preview pane. */
export declare const editorPreviewLoading: Message<'editor-parts'>;
/** Error in the document preview pane. {reason} says why (from the server or the connection). */
export declare const editorPreviewFailed: Message<'editor-parts'>;
/** Document preview of a document without text. */
export declare const editorPreviewEmpty: Message<'editor-parts'>;
/** Top of the document preview, which shows a window of the document: how many segments come before it. */
export declare const editorPreviewBefore: Message<'editor-parts'>;
/** Bottom of the document preview, which shows a window of the document: how many segments come after it. */
export declare const editorPreviewAfter: Message<'editor-parts'>;
/** Keyboard help: what Shift+F10 does in a target. */
export declare const editorShortcutSpelling: Message<'editor-parts'>;
/** Said by screen readers for the open target (its description). {words} are the flagged words, separated by the list separator. Keep the key name Shift+F10. */
export declare const editorSpellingFlagged: Message<'editor-parts'>;
/** Note under a target whose language has no spelling dictionary. {lang} is the language code (de-CH). */
export declare const editorSpellingNoDictionary: Message<'editor-parts'>;
/** Accessible name of the menu of a misspelled word. {word} is the word. */
export declare const editorSpellingMenu: Message<'editor-parts'>;
/** Spelling menu of a word for which the dictionary has no suggestion, and beside such a word of a spelling warning (QA tab, QA report). */
export declare const editorSpellingNoSuggestions: Message<'editor-parts'>;
/** Button under a spelling warning (QA tab, QA report): asks for the suggestions for its words, which a save does not look for. A small button in the narrow side panel. */
export declare const editorSpellingShowSuggestions: Message<'editor-parts'>;
/** Shown under a spelling warning (QA tab, QA report) while the suggestions for its words are looked up. */
export declare const editorSpellingSuggestionsLoading: Message<'editor-parts'>;
/** Error title under a spelling warning (QA tab, QA report) when looking up the suggestions failed (a Retry button follows). */
export declare const editorSpellingSuggestionsFailed: Message<'editor-parts'>;
/** Accessible name of the list of the misspelled words of a spelling warning, each with its suggestions (QA tab, QA report). */
export declare const editorSpellingSuggestionsList: Message<'editor-parts'>;
/** Spelling menu item while the word is being added to the project's dictionary. */
export declare const editorSpellingAdding: Message<'editor-parts'>;
/** Spelling menu item: adds the word to the project's dictionary for the target language. */
export declare const editorSpellingAdd: Message<'editor-parts'>;
/** Spelling menu item: stops flagging the word in this segment. */
export declare const editorSpellingIgnore: Message<'editor-parts'>;
/** Error in the spelling menu when adding a word failed. {reason} says why. */
export declare const editorSpellingNotAdded: Message<'editor-parts'>;
/** Legend of the errors a reviewer marks on a segment. */
export declare const editorErrorsLegend: Message<'editor-parts'>;
/** When the reviewer has marked no error yet. */
export declare const editorErrorsNone: Message<'editor-parts'>;
/** Accessible name of the list of errors a reviewer marked. */
export declare const editorErrorsMarked: Message<'editor-parts'>;
/** Label of the category field of a marked error. {number} is its number. */
export declare const editorErrorCategory: Message<'editor-parts'>;
/** Label of the severity field of a marked error. {number} is its number. */
export declare const editorErrorSeverity: Message<'editor-parts'>;
/** Accessible name of the button that removes a marked error. {number} is its number. */
export declare const editorErrorRemoveLabel: Message<'editor-parts'>;
/** Button that removes a marked error. A small button beside the error's fields. */
export declare const editorErrorRemove: Message<'editor-parts'>;
/** Button that adds an error to the ones a reviewer marks. */
export declare const editorErrorAdd: Message<'editor-parts'>;
/** Title of the dialog in which a reviewer marks the errors their correction fixed. {number} is the segment's number. */
export declare const editorCorrectedTitle: Message<'editor-parts'>;
/** Description of the reject dialog. */
export declare const editorRejectDescription: Message<'editor-parts'>;
/** Description of the errors-corrected dialog. */
export declare const editorCorrectedDescription: Message<'editor-parts'>;
/** Button of the errors-corrected dialog: confirms the corrected segment as reviewed. */
export declare const editorConfirmAsReviewed: Message<'editor-parts'>;
/** Field of the reject dialog: why the translation goes back. */
export declare const editorRejectReason: Message<'editor-parts'>;
/** Error of the empty reason field of the reject dialog. */
export declare const editorRejectReasonMissing: Message<'editor-parts'>;
/** Accessible name of the review notes under a rejected segment. {number} is the segment's number. */
export declare const editorReviewOfSegment: Message<'editor-parts'>;
/** Under a rejected segment: who rejected it. {name} is the reviewer's name. */
export declare const editorReviewRejectedBy: Message<'editor-parts'>;
/** Under a rejected segment: an earlier correction. {name} is the reviewer's name. */
export declare const editorReviewCorrectedBy: Message<'editor-parts'>;
/** Under a rejected segment when the reviewer is no longer known. */
export declare const editorReviewRejectedByReviewer: Message<'editor-parts'>;
/** Under a rejected segment, an earlier correction whose reviewer is no longer known. */
export declare const editorReviewCorrectedByReviewer: Message<'editor-parts'>;
/** A review note: {verdict} is "Rejected by Name" (in bold), {reason} the reviewer's reason. */
export declare const editorReviewWithReason: Message<'editor-parts'>;
/** Accessible name of the list of errors in a review note. */
export declare const editorReviewErrorsFound: Message<'editor-parts'>;
/** Accessible name of the diff of the reviewer's change in a review note. */
export declare const editorReviewChange: Message<'editor-parts'>;
/** Label before the diff of the reviewer's change in a review note. */
export declare const editorReviewChangeLabel: Message<'editor-parts'>;
/** An error a reviewer marked. {category} is the typology's category ("Terminology"), {severity} the severity ("major"). */
export declare const editorReviewError: Message<'editor-parts'>;
/** An error a reviewer marked, with the reviewer's note. {category} is the category, {severity} the severity, {note} the note. */
export declare const editorReviewErrorWithNote: Message<'editor-parts'>;
/** Button that confirms a segment although its target has QA errors. */
export declare const editorConfirmAnyway: Message<'editor-parts'>;
/** Under the open segment of a software string: its key in the file. {key} is the key, in code style. */
export declare const editorDetailsKey: Message<'editor-parts'>;
/** Under the open segment: the plural form it is. {form} is the form as the file names it (one, few, =0, form 1). */
export declare const editorDetailsPlural: Message<'editor-parts'>;
/** Tooltip of the plural form under the open segment. */
export declare const editorDetailsPluralHint: Message<'editor-parts'>;
/** Under the open segment: the developer's note from the file. {note} is the note. */
export declare const editorDetailsNote: Message<'editor-parts'>;
/** Under the open segment: the context the file gives (where the string is used). {context} is that text. */
export declare const editorDetailsContext: Message<'editor-parts'>;
/** Under the open segment of a document from a repository: how its source changed. {diff} is the change, words taken out struck through. */
export declare const editorDetailsSourceChanged: Message<'editor-parts'>;
/** Under the open segment of a document from a repository. {translation} is the repository's translation. */
export declare const editorDetailsUpstream: Message<'editor-parts'>;
/** Button that closes a notice under the grid. */
export declare const editorDismiss: Message<'editor-parts'>;
/** Heading of a group in the keyboard help. */
export declare const editorGroupNavigation: Message<'editor-parts'>;
/** Heading of a group in the keyboard help. */
export declare const editorGroupEditing: Message<'editor-parts'>;
/** Heading of a group in the keyboard help (translation memory matches, machine translation, concordance). */
export declare const editorGroupMatches: Message<'editor-parts'>;
/** Heading of a group in the keyboard help (glossary terms). */
export declare const editorGroupTerms: Message<'editor-parts'>;
/** Heading of a group in the keyboard help (the tabs of the side panel). */
export declare const editorGroupSidePanel: Message<'editor-parts'>;
/** Heading of a group in the keyboard help. */
export declare const editorGroupFindReplace: Message<'editor-parts'>;
/** Heading of a group in the keyboard help (delivering steps, QA report). */
export declare const editorGroupWorkflow: Message<'editor-parts'>;
/** Heading of a group in the keyboard help (what is shown on screen). */
export declare const editorGroupView: Message<'editor-parts'>;
/** Heading of a group in the keyboard help. */
export declare const editorGroupHelp: Message<'editor-parts'>;
/** Default button of the question whether to confirm a segment with QA errors. */
export declare const editorKeepUnconfirmed: Message<'editor-parts'>;
/** Accessible name of the list of QA errors in the question whether to confirm anyway. */
export declare const editorQaErrorsList: Message<'editor-parts'>;
/** Accessible name of the notice under the grid after a confirmation held back for QA errors. */
export declare const editorQaNoticeLabel: Message<'editor-parts'>;
/** Notice under the grid after a confirmation held back for QA errors. {number} is the segment's number, {count} the number of errors, {errors} their messages separated by semicolons. */
export declare const editorQaNoticeText: Message<'editor-parts'>;
/** Text of the question whether to confirm a segment with QA errors. */
export declare const editorQaQuestionText: Message<'editor-parts'>;
/** Title of the question whether to confirm a segment with QA errors. {number} is its number. */
export declare const editorQaQuestionTitle: Message<'editor-parts'>;
/** After filling the repetitions of a segment changed none. {number} is the segment's number. */
export declare const editorRepetitionsNoneFilled: Message<'editor-parts'>;
/** After filling the repetitions of a segment. {number} is the segment's number, {count} how many repetitions got its translation. */
export declare const editorRepetitionsFilled: Message<'editor-parts'>;
/** When filling the repetitions of a segment failed. {number} is the segment's number, {reason} why. */
export declare const editorRepetitionsFailed: Message<'editor-parts'>;
/** Offer after confirming a segment with repetitions. {number} is the segment's number, {count} how many more times its source occurs. */
export declare const editorRepetitionsOffer: Message<'editor-parts'>;
/** Accessible name of the offer to fill the repetitions of a confirmed segment. */
export declare const editorRepetitionsLabel: Message<'editor-parts'>;
/** Button of the offer: gives the confirmed segment's translation to its unconfirmed repetitions. */
export declare const editorRepetitionsFill: Message<'editor-parts'>;
/** While the repetitions are being filled. */
export declare const editorRepetitionsFilling: Message<'editor-parts'>;
/** Button of the find-and-replace preview. {count} is the number of segments to change. */
export declare const editorReplaceApply: Message<'editor-parts'>;
/** Accessible name of the list of changes in the find-and-replace preview. */
export declare const editorReplaceChanges: Message<'editor-parts'>;
/** Find-and-replace preview: what would change. {occurrences} is the number of hits, {segments} the number of segments. */
export declare const editorReplaceFound: Message<'editor-parts'>;
/** After find and replace. {occurrences} is the number of hits replaced, {segments} the number of segments. */
export declare const editorReplaceDone: Message<'editor-parts'>;
/** Hint of find and replace. {search} is the text to find. */
export declare const editorReplaceHint: Message<'editor-parts'>;
/** Hint of find and replace with a regular expression. {search} is the pattern, {group} how to refer to a group ($1). */
export declare const editorReplaceHintRegex: Message<'editor-parts'>;
/** Accessible name of the find-and-replace bar. */
export declare const editorReplaceLabel: Message<'editor-parts'>;
/** Under the listed changes of the find-and-replace preview. {count} is the number of segments not listed. */
export declare const editorReplaceMore: Message<'editor-parts'>;
/** Find and replace without a text to find. "Find" is the name of the find field; keep Ctrl+F. */
export declare const editorReplaceNoSearch: Message<'editor-parts'>;
/** Find-and-replace preview without any hit. */
export declare const editorReplaceNothing: Message<'editor-parts'>;
/** Button that previews find and replace. */
export declare const editorReplacePreview: Message<'editor-parts'>;
/** Accessible name of the find-and-replace preview. */
export declare const editorReplacePreviewLabel: Message<'editor-parts'>;
/** After find and replace: a segment that was skipped. {number} is its number, {reason} why (from the server). */
export declare const editorReplaceSkipped: Message<'editor-parts'>;
/** After find and replace: a skipped segment whose number is not known. {reason} is why (from the server). */
export declare const editorReplaceSkippedSome: Message<'editor-parts'>;
/** After undoing a find and replace. {count} is the number of segments. */
export declare const editorReplaceUndone: Message<'editor-parts'>;
/** Label of the replacement field of find and replace. */
export declare const editorReplaceWith: Message<'editor-parts'>;
/** Button that undoes a find and replace. */
export declare const editorUndo: Message<'editor-parts'>;
/** Between two key combinations that do the same in the keyboard help ("Ctrl+Insert or Ctrl+Shift+S"). */
export declare const editorShortcutOr: Message<'editor-parts'>;
