import { useCallback, useState } from 'react';
import { Button } from '@tessera/shared/ui';
import { useMessages } from '../common/i18n.ts';
import { useEditorShortcut } from '../common/shortcuts.ts';
import * as editorWords from '../locales/en/editor.arb';

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
  const t = useMessages();
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
    description: t(editorWords.editorShortcutPreview),
    group: 'View',
    handler: toggle,
  });
  return { shown, toggle };
}

export function PreviewToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const t = useMessages();
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={shown}
      aria-keyshortcuts="Control+Shift+P"
      title={t(shown ? editorWords.editorPreviewHide : editorWords.editorPreviewShow, { key: PREVIEW_KEYS })}
      onClick={onToggle}
    >
      {t(editorWords.editorPreviewButton)}
    </Button>
  );
}
