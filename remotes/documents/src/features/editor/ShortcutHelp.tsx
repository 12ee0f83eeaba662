import { useState } from 'react';
import { Button, Dialog, Spinner, lazyPart } from '@tessera/shared/ui';
import { useEditorShortcut, useRegisteredShortcuts } from './shortcuts.ts';

// The list's code is fetched when the help is first opened.
const ShortcutList = lazyPart(() => import('./ShortcutList.tsx'), 'ShortcutList', {
  fallback: <Spinner label="Loading the shortcuts…" />,
  what: 'The list of shortcuts',
});

/**
 * The keyboard help (F1 or ?): every shortcut registered on the screen at this moment, by group, read from the
 * same registry that runs them, so the list cannot drift from what the keys do.
 */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  const shortcuts = useRegisteredShortcuts();
  useEditorShortcut({
    keys: ['F1', '?'],
    description: 'Show the keyboard shortcuts',
    group: 'Help',
    handler: () => setOpen(true),
  });
  return (
    <>
      <Button size="sm" variant="ghost" aria-keyshortcuts="F1" onClick={() => setOpen(true)}>
        Shortcuts
      </Button>
      <Dialog
        open={open}
        title="Keyboard shortcuts"
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        {open && <ShortcutList shortcuts={shortcuts} />}
      </Dialog>
    </>
  );
}
