// The messages of qa-words.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of the QA check for an approved segment whose target is empty. */
export declare const qaCheckEmptyApproved: Message<'qa-words'>;
/** Title of the QA check for inline codes (formatting, placeholders) missing, extra or badly nested in the target. */
export declare const qaCheckInlineCodes: Message<'qa-words'>;
/** Title of the QA check for a pair of inline codes (bold, a link) that encloses nothing in the target but text in the source. */
export declare const qaCheckEmptyPairedCode: Message<'qa-words'>;
/** Title of the QA check for numbers that differ between source and target. */
export declare const qaCheckNumbers: Message<'qa-words'>;
/** Title of the QA check for a target longer than the file allows. */
export declare const qaCheckLength: Message<'qa-words'>;
/** Title of the QA check for a target term a glossary marks forbidden, used in the target. */
export declare const qaCheckForbiddenTerm: Message<'qa-words'>;
/** Title of the QA check for inline codes in another order than in the source. */
export declare const qaCheckInlineCodeOrder: Message<'qa-words'>;
/** Title of the QA check for a glossary term of the source whose translation is not in the target. */
export declare const qaCheckTerminology: Message<'qa-words'>;
/** Title of the QA check for a target term a glossary marks deprecated, used in the target. */
export declare const qaCheckDeprecatedTerm: Message<'qa-words'>;
/** Title of the QA check for a target that ends with other punctuation than its source. */
export declare const qaCheckEndPunctuation: Message<'qa-words'>;
/** Title of the QA check for white space at the start or end of the target unlike the source. */
export declare const qaCheckEdgeWhitespace: Message<'qa-words'>;
/** Title of the QA check for doubled spaces in the target. */
export declare const qaCheckDoubleSpaces: Message<'qa-words'>;
/** Title of the QA check for a target identical to its source. */
export declare const qaCheckSameAsSource: Message<'qa-words'>;
/** Title of the QA check for the same source translated differently in the document. */
export declare const qaCheckInconsistency: Message<'qa-words'>;
/** Title of the QA check for words the target language's dictionary does not know. */
export declare const qaCheckSpelling: Message<'qa-words'>;
/** QA finding: the segment is approved but its translation is empty. */
export declare const qaEmptyApproved: Message<'qa-words'>;
/** QA finding. {codes}: the inline codes (formatting, placeholders, shown as <1> </1>) of the source missing in the target. */
export declare const qaCodesMissing: Message<'qa-words'>;
/** QA finding. {codes}: inline codes in the target that the source does not have. */
export declare const qaCodesExtra: Message<'qa-words'>;
/** QA finding. {codes}: inline codes the target uses more than once. */
export declare const qaCodesRepeated: Message<'qa-words'>;
/** QA finding. {code}: an inline code (like </1>) that closes before it opens, or crosses another pair of codes. */
export declare const qaCodesCrossed: Message<'qa-words'>;
/** QA finding. {codes}: pairs of inline codes (like <1></1>) that enclose text in the source and nothing in the target. */
export declare const qaEmptyPairedCodes: Message<'qa-words'>;
/** QA finding. {numbers}: the numbers of the source that the target lacks, listed. */
export declare const qaNumbersMissing: Message<'qa-words'>;
/** QA finding. {numbers}: numbers in the target that the source does not have, listed. */
export declare const qaNumbersExtra: Message<'qa-words'>;
/** QA finding: the target is longer than the file allows. {characters} and {max} are counts of characters. */
export declare const qaLength: Message<'qa-words'>;
/** QA finding. {count}: how many forbidden terms; {terms}: each as "source term → forbidden target term", listed. */
export declare const qaForbiddenTerms: Message<'qa-words'>;
/** QA finding. {count}: how many deprecated terms; {terms}: each as "source term → deprecated target term", listed. */
export declare const qaDeprecatedTerms: Message<'qa-words'>;
/** QA finding. {count}: how many glossary terms; {terms}: each as "source term → its glossary translation(s)", listed. */
export declare const qaTermsNotUsed: Message<'qa-words'>;
/** QA finding. {order}: the inline codes in the target's order; {sourceOrder}: in the source's. */
export declare const qaCodeOrder: Message<'qa-words'>;
/** QA finding. {found}: the punctuation mark the target ends with (the source ends with none). */
export declare const qaEndPunctuationAdded: Message<'qa-words'>;
/** QA finding. {expected}: the punctuation mark the source ends with (the target ends with none). */
export declare const qaEndPunctuationMissing: Message<'qa-words'>;
/** QA finding. {found}: the punctuation mark the target ends with; {expected}: the one the source ends with. */
export declare const qaEndPunctuationOther: Message<'qa-words'>;
/** QA finding. {target} and {source}: the white space at the start of the target and of the source, as symbols (␣ a space, ⇥ a tab, ↵ a line break, ∅ none). */
export declare const qaWhitespaceStart: Message<'qa-words'>;
/** QA finding. {target} and {source}: the white space at the end of the target and of the source, as symbols (␣ a space, ⇥ a tab, ↵ a line break, ∅ none). */
export declare const qaWhitespaceEnd: Message<'qa-words'>;
/** QA finding. {count}: how many doubled spaces the target has. */
export declare const qaDoubleSpaces: Message<'qa-words'>;
/** QA finding: the target is the source unchanged. */
export declare const qaSameAsSource: Message<'qa-words'>;
/** QA finding. {translations}: the other translations of the same source in the document, listed. */
export declare const qaInconsistent: Message<'qa-words'>;
/** QA finding. {translations}: some other translations of the same source, listed; {count}: how many more there are. */
export declare const qaInconsistentMore: Message<'qa-words'>;
/** QA finding. {count}: how many words; {words}: the words the dictionary does not know, listed. */
export declare const qaMisspelled: Message<'qa-words'>;
/** Why the spelling check looked at nothing. {lang}: the document's target language code (like "ja"). */
export declare const qaSpellingNoDictionary: Message<'qa-words'>;
/** One item of a list in a QA finding (a term, a number, a word), quoted as the language quotes. {text}: the item. */
export declare const qaQuoted: Message<'qa-words'>;
/** What stands between two sentences of one QA finding (after "Missing inline codes: <1>", before "Inline codes not in the source: <2>"). */
export declare const qaPhraseSeparator: Message<'qa-words'>;
