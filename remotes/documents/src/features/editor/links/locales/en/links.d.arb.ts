// The messages of links.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of the dialog of a document's translation memories and glossaries. {name} is the document's name. */
export declare const editorLinksTitle: Message<'links'>;
/** Error title in the dialog of a document's translation memories and glossaries. */
export declare const editorLinksLoadFailed: Message<'links'>;
/** Spinner of the dialog of a document's translation memories and glossaries. */
export declare const editorLinksLoading: Message<'links'>;
/** Heading of the list of a document's translation memories (read-only view). */
export declare const editorLinksTmsHeading: Message<'links'>;
/** Heading of the list of a document's glossaries (read-only view). */
export declare const editorLinksGlossariesHeading: Message<'links'>;
/** After the heading of a document's list of translation memories or glossaries when the list is its project's. */
export declare const editorLinksInherited: Message<'links'>;
/** Read-only view of a document without translation memories. */
export declare const editorLinksNoTms: Message<'links'>;
/** Read-only view of a document without glossaries. */
export declare const editorLinksNoGlossaries: Message<'links'>;
/** Read-only view of a document's match settings. {threshold} is the lowest match percentage shown ("75%"), in bold. */
export declare const editorLinksThresholdSummary: Message<'links'>;
/** Read-only view of a document's repetition setting. {choice} is what happens, in bold ("offer to fill its repetitions"). */
export declare const editorLinksPropagationSummary: Message<'links'>;
/** Option of what confirming a segment with repetitions does: the editor offers to give them its translation. */
export declare const editorPropagationOffer: Message<'links'>;
/** Option of what confirming a segment with repetitions does: its repetitions get its translation at once. */
export declare const editorPropagationAuto: Message<'links'>;
/** The "Offer to fill its repetitions" option inside a sentence (lower case in English): "When a segment with repetitions is confirmed: offer to fill its repetitions." */
export declare const editorPropagationOfferInline: Message<'links'>;
/** The "Fill its repetitions at once" option inside a sentence (lower case in English). */
export declare const editorPropagationAutoInline: Message<'links'>;
/** Label of the choice of what confirming a segment with repetitions does. */
export declare const editorPropagationHeading: Message<'links'>;
/** Hint under the repetition setting. */
export declare const editorPropagationHint: Message<'links'>;
/** Toast after the document's translation memories, glossaries and settings were saved. */
export declare const editorLinksSaved: Message<'links'>;
/** Error of the match threshold field. {min} and {max} are the limits (50 and 100). */
export declare const editorLinksThresholdError: Message<'links'>;
/** Button that saves the document's translation memories, glossaries and settings. */
export declare const editorLinksSave: Message<'links'>;
/** Error title when saving the document's translation memories, glossaries and settings failed. */
export declare const editorLinksSaveFailed: Message<'links'>;
/** Checkbox: the document uses its project's list of translation memories. */
export declare const editorLinksInheritTms: Message<'links'>;
/** Hint under the document's list of translation memories. */
export declare const editorLinksTmsHint: Message<'links'>;
/** Checkbox: the document uses its project's list of glossaries. */
export declare const editorLinksInheritGlossaries: Message<'links'>;
/** Label of the field of the lowest match percentage the editor shows. */
export declare const editorLinksThresholdLabel: Message<'links'>;
/** Hint of the match threshold field. {min} and {max} are the limits (50 and 100). */
export declare const editorLinksThresholdHint: Message<'links'>;
