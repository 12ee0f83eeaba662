import { useState } from 'react';
import { Button, lazyPart } from '@tessera/shared/ui';
import type { Filters } from './FilterBar.tsx';
import { useEditorShortcut } from '../common/shortcuts.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

// The open bar (preview, replace, undo) loads when first opened: the editor paints without it. `what` goes into
// @tessera/shared's English failure sentence.
const ReplacePanel = lazyPart(() => import('./ReplacePanel.tsx'), 'ReplacePanel', {
  what: () => messagesIn()(editorWords.editorPartReplace),
});

/**
 * Find and replace in the targets of the whole document: a button, and Ctrl+H, open ./ReplacePanel.tsx (Ctrl+H
 * also puts the focus in its replacement field).
 */
export function ReplaceBar({
  documentId,
  targetLang,
  filters,
  canEdit,
}: {
  documentId: number;
  /** The language of the targets it changes, which its preview shows. */
  targetLang: string;
  filters: Filters;
  canEdit: boolean;
}) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  // Each Ctrl+H (the bar open or not) asks the panel to focus its replacement field.
  const [focusRequest, setFocusRequest] = useState(0);
  useEditorShortcut({
    keys: 'Ctrl+H',
    description: t(editorWords.editorShortcutReplace),
    group: 'Find and replace',
    enabled: canEdit,
    handler: () => {
      setOpen(true);
      setFocusRequest((request) => request + 1);
    },
  });

  if (!canEdit) return null;
  if (!open) {
    return (
      <Button size="sm" variant="ghost" aria-keyshortcuts="Control+H" onClick={() => setOpen(true)}>
        {t(editorWords.editorReplaceButton)}
      </Button>
    );
  }
  return (
    <ReplacePanel
      documentId={documentId}
      targetLang={targetLang}
      filters={filters}
      focusRequest={focusRequest}
      onClose={() => setOpen(false)}
    />
  );
}
