import { useState } from 'react';
import { Button, Dialog, Spinner, lazyPart } from '@tessera/shared/ui';
import { useEditorShortcut, useRegisteredShortcuts } from '../common/shortcuts.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/** What the help shows while the list's code downloads. */
function ListLoading() {
  const t = useMessages();
  return <Spinner label={t(editorWords.editorShortcutsLoading)} />;
}

// The list's code is fetched when the help is first opened. `what` goes into @tessera/shared's English failure
// sentence.
const ShortcutList = lazyPart(() => import('./ShortcutList.tsx'), 'ShortcutList', {
  fallback: <ListLoading />,
  what: () => messagesIn()(editorWords.editorPartShortcuts),
});

/**
 * The keyboard help (F1 or ?): every shortcut registered on the screen at this moment, by group, read from the
 * same registry that runs them, so the list cannot drift from what the keys do.
 */
export function ShortcutHelp() {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const shortcuts = useRegisteredShortcuts();
  useEditorShortcut({
    keys: ['F1', '?'],
    description: t(editorWords.editorShortcutHelp),
    group: 'Help',
    handler: () => setOpen(true),
  });
  return (
    <>
      <Button size="sm" variant="ghost" aria-keyshortcuts="F1" onClick={() => setOpen(true)}>
        {t(editorWords.editorShortcutsButton)}
      </Button>
      <Dialog
        open={open}
        title={t(editorWords.editorShortcutsTitle)}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t(editorWords.editorClose)}</Button>}
      >
        {open && <ShortcutList shortcuts={shortcuts} />}
      </Dialog>
    </>
  );
}
