export { TermText } from './TermText.tsx';
export { LOOKAHEAD_REFILL, LOOKAHEAD_SEGMENTS } from './lookahead.ts';
export {
  MATCH_SHORTCUTS,
  matchBand,
  matchOrigin,
  matchSettingsKey,
  noMatchMessage,
  useMatches,
  useMatchSettings,
  usePrefetchMatches,
} from './matches.ts';
export {
  isInsertable,
  TERM_HITS_KEY,
  TERM_ORIGIN,
  TERM_SHORTCUTS,
  termHitsKey,
  termPieces,
  useTermHits,
  useTermShortcuts,
} from './terms.ts';
