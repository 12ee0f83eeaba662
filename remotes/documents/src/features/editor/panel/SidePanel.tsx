import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import type { Message } from '@tessera/shared/i18n/catalog';
import { Spinner, cx, lazyPart } from '@tessera/shared/ui';
import { languageTag } from '../../../common/language.ts';
import { useEditorShortcut, useNumberedShortcuts } from '../common/shortcuts.ts';
import {
  ConcordanceContext,
  FIRST_SEARCH_IN,
  searchInOf,
  selectedSide,
  selectedText,
  selectionElement,
  type ConcordanceControl,
  type ConcordanceRequest,
  type SelectedSide,
} from './concordance.ts';
import { loadMatchesTab } from './openSegment.ts';
import { useTmLinks } from '../common/linkQueries.ts';
import type { Insert, PanelTabProps, Replace } from './tabs.ts';
import {
  MATCH_SHORTCUTS,
  matchOrigin,
  noMatchMessage,
  useMatches,
  usePrefetchMatches,
  useTermShortcuts,
} from '../lookup/index.ts';
import { NoTranslationMemory, PanelNote } from './PanelStates.tsx';
import { useMtShortcut } from './mt.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

export type { Insert, PanelTabProps, Replace };
export type SidePanelProps = PanelTabProps & {
  /** Tells the translator why a key did nothing (the editor's status line). */
  say: (message: string) => void;
};

type PanelTab = {
  id: string;
  /** The message of the tab's name. */
  label: Message<'editor'>;
  /** Shows the tab and puts the keyboard in it, from anywhere in the editor (listed in the shortcut help). */
  keys: string;
  Component: ComponentType<PanelTabProps>;
};

/** What a tab shows while its code downloads: "Loading Terms…". */
function TabLoading({ label }: { label: Message<'editor'> }) {
  const t = useMessages();
  return <Spinner label={t(editorWords.editorTabLoading, { tab: t(label) })} />;
}

// Only the Matches tab shows when the editor opens: the others are fetched the first time they are chosen.
// `what` is asked when the kit's failure sentence ("… could not be loaded") shows, in the language of that moment.
const tab = (label: Message<'editor'>) => ({
  fallback: <TabLoading label={label} />,
  what: () => {
    const t = messagesIn();
    return t(editorWords.editorPartTab, { tab: t(label) });
  },
});
const ConcordanceTab = lazyPart(
  () => import('./ConcordanceTab.tsx'),
  'ConcordanceTab',
  tab(editorWords.editorTabConcordance),
);
const TermsTab = lazyPart(() => import('./TermsTab.tsx'), 'TermsTab', tab(editorWords.editorTabTerms));
const QaTab = lazyPart(() => import('./QaTab.tsx'), 'QaTab', tab(editorWords.editorTabQa));
const HistoryTab = lazyPart(() => import('./HistoryTab.tsx'), 'HistoryTab', tab(editorWords.editorTabHistory));
const CommentsTab = lazyPart(() => import('./CommentsTab.tsx'), 'CommentsTab', tab(editorWords.editorTabComments));
const ScreenshotsTab = lazyPart(
  () => import('./ScreenshotsTab.tsx'),
  'ScreenshotsTab',
  tab(editorWords.editorTabScreens),
);

const SegmentMatches = lazyPart(loadMatchesTab, 'MatchesTab', tab(editorWords.editorTabMatches));

/** The Matches tab: what it says before a segment is open needs none of the matches' code (../openSegment.ts). */
function MatchesTab(props: PanelTabProps) {
  const t = useMessages();
  const links = useTmLinks(props.document.id);
  if (props.record) return <SegmentMatches {...props} />;
  if (links.data?.length === 0) return <NoTranslationMemory document={props.document} />;
  return <PanelNote>{t(editorWords.editorMatchesSelectSegment)}</PanelNote>;
}

const CONCORDANCE = 'concordance';
/**
 * The panel's tabs in the order CAT tools put them: Matches, Concordance, Terms, QA, History, Comments, then the
 * screenshots the segment is on (Screens). Alt and the
 * tab's place pick it: Ctrl+digit inserts a match, Ctrl+Shift+digit a term and Ctrl+Alt+digit an inline code.
 */
const TABS: readonly PanelTab[] = [
  { id: 'matches', label: editorWords.editorTabMatches, keys: 'Alt+1', Component: MatchesTab },
  { id: CONCORDANCE, label: editorWords.editorTabConcordance, keys: 'Alt+2', Component: ConcordanceTab },
  { id: 'terms', label: editorWords.editorTabTerms, keys: 'Alt+3', Component: TermsTab },
  { id: 'qa', label: editorWords.editorTabQa, keys: 'Alt+4', Component: QaTab },
  { id: 'history', label: editorWords.editorTabHistory, keys: 'Alt+5', Component: HistoryTab },
  { id: 'comments', label: editorWords.editorTabComments, keys: 'Alt+6', Component: CommentsTab },
  { id: 'screens', label: editorWords.editorTabScreens, keys: 'Alt+7', Component: ScreenshotsTab },
];

/** Registers one tab's shortcut; the shortcut help lists it from the same registration. */
function TabShortcut({ tab, onOpen }: { tab: PanelTab; onOpen: (tab: PanelTab) => void }) {
  const t = useMessages();
  useEditorShortcut({
    keys: tab.keys,
    description: t(editorWords.editorShortcutShowTab, { tab: t(tab.label) }),
    group: 'Side panel',
    handler: () => onOpen(tab),
  });
  return null;
}

/**
 * Where the keyboard lands in a tab opened by its shortcut: its first control (a search field, an insert button),
 * else the tab's panel itself, which Tab leaves for the controls a tab still loading shows next.
 */
function focusInside(panel: HTMLElement) {
  const first = panel.querySelector<HTMLElement>(
    'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex="0"]',
  );
  (first ?? panel).focus();
}

/**
 * The editor's side panel beside the segments: what helps with the active segment, one tab at a time
 * (WAI-ARIA tabs: arrow keys, Home and End move between tabs). `insert` puts markup, inline-code tokens
 * included, at the caret of the active target editor; `replace` puts it in place of the whole target.
 */
export function SidePanel({ document, record, insert, replace, say }: SidePanelProps) {
  const t = useMessages();
  const [active, setActive] = useState(TABS[0]!.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panel = useRef<HTMLElement>(null);
  const tabPanel = useRef<HTMLDivElement>(null);
  // Set by a tab's shortcut: once that tab is rendered, the keyboard moves into it.
  const [focusRequest, setFocusRequest] = useState(0);
  const idPrefix = useId();
  const [request, setRequest] = useState<ConcordanceRequest>({
    query: '',
    page: 0,
    seq: 0,
    focus: false,
    searchIn: FIRST_SEARCH_IN,
  });
  const concordance = useMemo<ConcordanceControl>(
    () => ({
      request,
      search: (query) => setRequest((previous) => ({ ...previous, query, page: 0 })),
      setPage: (page) => setRequest((previous) => ({ ...previous, page })),
      setSearchIn: (searchIn) => setRequest((previous) => ({ ...previous, searchIn, page: 0 })),
    }),
    [request],
  );
  /**
   * Opens the concordance on `query` (the last one when empty), words selected on one side of a segment looked for
   * on that side (searchInOf); `focus` hands the keyboard to its search field.
   */
  const openConcordance = (query: string, focus: boolean, side?: SelectedSide) => {
    setRequest((previous) => ({
      query: query || previous.query,
      page: query ? 0 : previous.page,
      seq: previous.seq + 1,
      focus,
      searchIn: searchInOf(previous.searchIn, side),
    }));
    setActive(CONCORDANCE);
  };

  // Whatever tab is open, the next segments' matches are on their way before the translator gets there.
  usePrefetchMatches(document.id, record);
  const lookup = useMatches(document.id, record);
  const links = useTmLinks(document.id);
  useNumberedShortcuts(
    { ...MATCH_SHORTCUTS, description: t(editorWords.editorShortcutReplaceMatch) },
    record !== null && !record.locked,
    lookup.matches,
    (match) => replace(match.target, matchOrigin(match)),
    (number) => say(noMatchMessage(number, lookup, links.data?.length !== 0, t)),
  );
  useTermShortcuts(document, record, insert);
  useMtShortcut(record, replace);
  useEditorShortcut({
    keys: 'Ctrl+K',
    description: t(editorWords.editorShortcutConcordance),
    group: 'Matches',
    handler: () => {
      const selection = window.getSelection();
      const text = selectedText(selection);
      openConcordance(text, text === '', text === '' ? undefined : selectedSide(selection, document));
    },
  });

  // Selecting words of a segment's source (read-only text in the source language, outside this panel) looks them up.
  const sourceLang = languageTag(document.source_lang);
  useEffect(() => {
    const onMouseUp = () => {
      const selection = window.getSelection();
      const text = selectedText(selection);
      const element = selectionElement(selection);
      if (text.length < 2 || !element || sourceLang === '' || panel.current?.contains(element)) return;
      if (element.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (element.closest('[lang]')?.getAttribute('lang') !== sourceLang) return;
      openConcordance(text, false, 'source');
    };
    window.document.addEventListener('mouseup', onMouseUp);
    return () => window.document.removeEventListener('mouseup', onMouseUp);
  }, [sourceLang]);

  useEffect(() => {
    if (focusRequest > 0 && tabPanel.current) focusInside(tabPanel.current);
  }, [focusRequest]);
  const openByShortcut = (tab: PanelTab) => {
    // The concordance hands the keyboard to its own search field.
    if (tab.id === CONCORDANCE) return openConcordance('', true);
    setActive(tab.id);
    setFocusRequest((count) => count + 1);
  };

  const activeIndex = Math.max(
    0,
    TABS.findIndex((tab) => tab.id === active),
  );
  const current = TABS[activeIndex]!;
  const onKeyDown = (event: ReactKeyboardEvent) => {
    // The arrow pointing the way the tabs run: to the left in a right-to-left page.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const next = {
      ArrowRight: activeIndex + forward,
      ArrowLeft: activeIndex - forward,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    setActive(TABS[index]!.id);
    tabs.current[index]?.focus();
  };

  return (
    <aside
      ref={panel}
      aria-label={t(editorWords.editorSidePanelLabel)}
      className="flex min-h-0 flex-col border-s border-slate-200 bg-slate-50"
    >
      <div
        role="tablist"
        aria-label={t(editorWords.editorSidePanelTabs)}
        // Seven tabs do not fit the panel's width at 1366 px: they wrap to a second line rather than scroll.
        className="flex shrink-0 flex-wrap gap-x-1 border-b border-slate-200 px-2"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            aria-keyshortcuts={tab.keys}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={cx(
              '-mb-px border-b-2 px-2 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-sky-600',
              tab.id === current.id
                ? 'border-sky-600 text-sky-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <TabShortcut key={tab.id} tab={tab} onOpen={openByShortcut} />
      ))}
      <div
        ref={tabPanel}
        role="tabpanel"
        // Focusable, as WAI-ARIA tabs advise: a tab without controls still takes the keyboard its shortcut sends.
        tabIndex={-1}
        id={`${idPrefix}-panel-${current.id}`}
        aria-labelledby={`${idPrefix}-tab-${current.id}`}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <ConcordanceContext value={concordance}>
          <current.Component document={document} record={record} insert={insert} replace={replace} />
        </ConcordanceContext>
      </div>
    </aside>
  );
}
