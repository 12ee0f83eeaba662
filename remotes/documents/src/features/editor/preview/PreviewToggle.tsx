import { useCallback, useState } from 'react';
import { Button } from '@tessera/shared/ui';
import { useEditorShortcut } from '../shortcuts.ts';

/** The keys that show or hide the preview. */
export const PREVIEW_KEYS = 'Ctrl+Shift+P';

const storageKey = (userId: number) => `tessera:document-preview:${userId}`;

function readShown(userId: number | null): boolean {
  if (userId === null) return false;
  try {
    return localStorage.getItem(storageKey(userId)) === 'shown';
  } catch {
    return false; // storage refused (private mode, a policy): the preview starts hidden
  }
}

/**
 * Whether the translator shows the document preview, remembered in this browser for each user (a reviewer on a
 * small screen hides it, a translator on a wide one keeps it), with its shortcut listed in the keyboard help.
 */
export function usePreviewShown(userId: number | null) {
  const [shown, setShown] = useState(() => readShown(userId));
  const toggle = useCallback(() => {
    setShown((was) => {
      if (userId !== null) {
        try {
          localStorage.setItem(storageKey(userId), was ? 'hidden' : 'shown');
        } catch {
          // Not remembered; shown or hidden all the same for this visit.
        }
      }
      return !was;
    });
  }, [userId]);
  useEditorShortcut({
    keys: PREVIEW_KEYS,
    description: 'Show or hide the document preview',
    group: 'View',
    handler: toggle,
  });
  return { shown, toggle };
}

export function PreviewToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={shown}
      aria-keyshortcuts="Control+Shift+P"
      title={`${shown ? 'Hide' : 'Show'} the document preview (${PREVIEW_KEYS})`}
      onClick={onToggle}
    >
      Preview
    </Button>
  );
}
