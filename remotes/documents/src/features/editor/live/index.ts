export { useLiveDocument, useSegmentPresence } from './live.ts';
