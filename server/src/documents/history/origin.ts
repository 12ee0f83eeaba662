import type { SegmentOrigin } from '@tessera/shared/contract';

export interface OriginOfEdit {
  origin: SegmentOrigin | null;
  match_percent: number | null;
}

/** Origins that carry a match score; the others never keep one. */
const SCORED: ReadonlySet<SegmentOrigin> = new Set(['tm-exact', 'tm-fuzzy', 'mt']);

/**
 * The origin a saved segment gets. A changed target comes from what the editor says it inserted, `manual`
 * when it says nothing (typing is the usual way); an unchanged target (only its approval changes) keeps the
 * origin it had unless the editor names one.
 */
export function originOfEdit(
  before: { target: string } & OriginOfEdit,
  edit: { target: string; origin?: SegmentOrigin | undefined; match_percent?: number | null | undefined },
): OriginOfEdit {
  if (edit.target === before.target && edit.origin === undefined) {
    return { origin: before.origin, match_percent: before.match_percent };
  }
  const origin = edit.origin ?? 'manual';
  return {
    origin,
    match_percent: SCORED.has(origin) ? (edit.match_percent ?? (origin === 'tm-exact' ? 100 : null)) : null,
  };
}
