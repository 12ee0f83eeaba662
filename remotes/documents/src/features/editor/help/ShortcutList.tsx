import type { Message } from '@tessera/shared/i18n/catalog';
import { groupShortcuts, type RegisteredShortcut } from '../common/shortcuts.ts';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/**
 * The headings shortcuts are registered under (`group`, in English: they are identifiers), and their messages. A
 * group without one is shown as it was registered.
 */
const GROUP_NAMES: Record<string, Message<'editor-parts'>> = {
  Navigation: editorPartsWords.editorGroupNavigation,
  Editing: editorPartsWords.editorGroupEditing,
  Matches: editorPartsWords.editorGroupMatches,
  Terms: editorPartsWords.editorGroupTerms,
  'Side panel': editorPartsWords.editorGroupSidePanel,
  'Find and replace': editorPartsWords.editorGroupFindReplace,
  Workflow: editorPartsWords.editorGroupWorkflow,
  View: editorPartsWords.editorGroupView,
  Help: editorPartsWords.editorGroupHelp,
};

/** Shows a combination as keycaps: 'Ctrl+Shift+S' -> Ctrl + Shift + S. */
function Keys({ keys }: { keys: string }) {
  const parts = keys.endsWith('++') ? [...keys.slice(0, -2).split('+'), '+'] : keys.split('+');
  return (
    <span className="whitespace-nowrap">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span className="px-0.5 text-slate-400">+</span>}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-800">
            {part}
          </kbd>
        </span>
      ))}
    </span>
  );
}

/** The keyboard help's body: the shortcuts by group, each with its keys and what it does. */
export function ShortcutList({ shortcuts }: { shortcuts: readonly RegisteredShortcut[] }) {
  const t = useMessages();
  const nameOf = (group: string) => (GROUP_NAMES[group] ? t(GROUP_NAMES[group]) : group);
  return (
    // Focusable: the list scrolls, and a keyboard user must be able to scroll it.
    <div tabIndex={0} className="max-h-[60vh] space-y-4 overflow-y-auto">
      {groupShortcuts(shortcuts).map(([group, entries]) => (
        <section key={group} aria-label={nameOf(group)}>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{nameOf(group)}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {entries.map((entry) => (
              <div key={`${entry.keys.join()}-${entry.description}`} className="contents">
                <dt className="text-end">
                  {entry.keys.map((keys, index) => (
                    <span key={keys}>
                      {index > 0 && (
                        <span className="px-1 text-xs text-slate-500">{t(editorPartsWords.editorShortcutOr)}</span>
                      )}
                      <Keys keys={keys} />
                    </span>
                  ))}
                </dt>
                <dd>{entry.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
