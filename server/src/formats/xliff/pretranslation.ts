import type { SegmentOrigin } from '@tessera/shared/contract';

/**
 * Targets that a machine or a memory wrote and no person has confirmed yet: what the file says of them, so that
 * the next tool (and Tessera, reading the file again) knows they are still to be checked. XLIFF 1.2 has state
 * qualifiers for them; 2.0 has none, and says it in `subState` beside `translated`, in Tessera's prefix.
 */
const QUALIFIERS = { 'tm-exact': 'exact-match', 'tm-fuzzy': 'fuzzy-match', mt: 'mt-suggestion' } as const;
type PretranslationOrigin = keyof typeof QUALIFIERS;
const SUBSTATE_PREFIX = 'tessera:';

const ORIGINS_BY_QUALIFIER = new Map(
  Object.entries(QUALIFIERS).map(([origin, qualifier]) => [qualifier as string, origin as PretranslationOrigin]),
);

/** How much checking each origin needs: a unit of several segments is qualified by its weakest one. */
const CONFIDENCE: Record<PretranslationOrigin, number> = { mt: 0, 'tm-fuzzy': 1, 'tm-exact': 2 };

const isPretranslation = (origin: SegmentOrigin | null | undefined): origin is PretranslationOrigin =>
  origin != null && Object.hasOwn(QUALIFIERS, origin);

/** A target still waiting for a person: not approved, with an origin a person has to check. */
export interface SegmentOriginState {
  target: string;
  approved: boolean;
  origin?: SegmentOrigin | null | undefined;
}

/** The origin of a target that has a person still to confirm it, or null. */
export function unconfirmedOrigin(segment: SegmentOriginState): PretranslationOrigin | null {
  return !segment.approved && segment.target.trim() !== '' && isPretranslation(segment.origin) ? segment.origin : null;
}

/** The XLIFF 1.2 `state-qualifier` for segments of one unit still to be confirmed (the weakest origin), or null. */
export function pretranslationQualifier(segments: readonly SegmentOriginState[]): string | null {
  const origins = segments.flatMap((segment) => unconfirmedOrigin(segment) ?? []);
  if (origins.length === 0) return null;
  const weakest = origins.reduce((worst, origin) => (CONFIDENCE[origin] < CONFIDENCE[worst] ? origin : worst));
  return QUALIFIERS[weakest];
}

/** The XLIFF 2.0 `subState` of a segment still to be confirmed (`tessera:fuzzy-match`), or null. */
export function pretranslationSubState(segment: SegmentOriginState): string | null {
  const origin = unconfirmedOrigin(segment);
  return origin ? `${SUBSTATE_PREFIX}${QUALIFIERS[origin]}` : null;
}

/** The origin a 1.2 `state-qualifier` names (`fuzzy-match` is a TM fuzzy match), or null. */
export const originOfQualifier = (qualifier: string | null): PretranslationOrigin | null =>
  ORIGINS_BY_QUALIFIER.get(qualifier ?? '') ?? null;

/** The origin a 2.0 `subState` written by Tessera names, or null. */
export const originOfSubState = (subState: string | null): PretranslationOrigin | null =>
  subState?.startsWith(SUBSTATE_PREFIX) ? originOfQualifier(subState.slice(SUBSTATE_PREFIX.length)) : null;
