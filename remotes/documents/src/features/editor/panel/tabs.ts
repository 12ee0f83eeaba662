import type { Document, DocumentRecord } from '@tessera/shared/contract';
import type { InsertOrigin } from '../common/drafts.ts';

/** Puts markup into the open target; `origin` names a match, MT suggestion or term for the save. */
export type Insert = (markup: string, origin?: InsertOrigin) => void;
/** Replaces the open target with a whole translation of the segment (a match, a machine translation). */
export type Replace = (markup: string, origin: InsertOrigin) => void;
/**
 * What the side panel gives each of its tabs: `insert` puts a piece (a term, a concordance hit) at the caret;
 * `replace` puts a translation of the whole segment in place of the target, as CAT tools do.
 */
export type PanelTabProps = { document: Document; record: DocumentRecord | null; insert: Insert; replace: Replace };
/** A tab's props once a segment is open: what its results are for and where they go. */
export type OpenSegment = PanelTabProps & { record: DocumentRecord };
