import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { cx } from '@tessera/shared/ui';
import { MatchesTab, type PanelTabProps } from './MatchesTab.tsx';
import { usePrefetchMatches } from './matches.ts';

export type { PanelTabProps };
export type SidePanelProps = PanelTabProps;

type PanelTab = { id: string; label: string; Component: ComponentType<PanelTabProps> };

/** The panel's tabs in the order CAT tools put them: Matches, Terms, QA, History, Comments. */
const TABS: readonly PanelTab[] = [{ id: 'matches', label: 'Matches', Component: MatchesTab }];

/**
 * The editor's side panel beside the segments: what helps with the active segment, one tab at a time
 * (WAI-ARIA tabs: arrow keys, Home and End move between tabs). `insert` puts markup, inline-code tokens
 * included, at the caret of the active target editor.
 */
export function SidePanel({ document, record, insert }: SidePanelProps) {
  const [active, setActive] = useState(TABS[0]!.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  // Whatever tab is open, the next segments' matches are on their way before the translator gets there.
  usePrefetchMatches(document.id, record);
  const activeIndex = Math.max(0, TABS.findIndex((tab) => tab.id === active));
  const current = TABS[activeIndex]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowRight: activeIndex + 1, ArrowLeft: activeIndex - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    setActive(TABS[index]!.id);
    tabs.current[index]?.focus();
  };

  return (
    <aside aria-label="Segment help" className="flex min-h-0 flex-col border-l border-slate-200 bg-slate-50">
      <div role="tablist" aria-label="Side panel" className="flex shrink-0 gap-1 overflow-x-auto border-b border-slate-200 px-2" onKeyDown={onKeyDown}>
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
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={cx(
              '-mb-px border-b-2 px-2 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-sky-600',
              tab.id === current.id ? 'border-sky-600 text-sky-800' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${current.id}`}
        aria-labelledby={`${idPrefix}-tab-${current.id}`}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <current.Component document={document} record={record} insert={insert} />
      </div>
    </aside>
  );
}
