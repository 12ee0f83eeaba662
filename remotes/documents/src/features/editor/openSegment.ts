/**
 * The code an open segment needs, its target editor and its matches, is not downloaded to show the document but
 * at the translator's first key or pointer press on it, so that it is there by the time that press opens a
 * segment. A segment opened by a link (`?segment=`) fetches it as it opens.
 */
export const loadTargetEditor = () => import('./TargetEditor.tsx');
export const loadMatchesTab = () => import('./panel/MatchesTab.tsx');

if (typeof window !== 'undefined')
  for (const firstPress of ['pointerdown', 'keydown'])
    window.addEventListener(
      firstPress,
      () => {
        void loadTargetEditor();
        void loadMatchesTab();
      },
      { once: true, capture: true, passive: true },
    );
