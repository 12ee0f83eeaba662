import { loadAtFirstPress } from '@tessera/shared/ui';

/**
 * The code of an open segment's matches (the Matches tab's lists and machine translation) is not downloaded to show
 * the document but at the translator's first key or pointer press on it, so that it is there by the time that
 * press opens a segment. A segment opened by a link (`?segment=`) fetches it as it opens. The target editor comes
 * with the grid: what is typed right after the click that opens a segment must land in it.
 */
export const loadMatchesTab = () => import('./MatchesTab.tsx');

loadAtFirstPress(loadMatchesTab);
