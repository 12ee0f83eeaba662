/** The spell checking of the open target: its code comes once a segment is open. */
export const loadSpellingLayer = () => import('./SpellingLayer.tsx');
