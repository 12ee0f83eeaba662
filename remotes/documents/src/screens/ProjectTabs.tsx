import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cx } from '@tessera/shared/ui';

export type ProjectTab = { id: string; label: string; panel: () => ReactNode };

/** The key that moves to the tab `step` places on, in the reading direction of the page. */
const STEPS: Record<string, (count: number, at: number, rtl: boolean) => number> = {
  ArrowRight: (count, at, rtl) => (at + (rtl ? count - 1 : 1)) % count,
  ArrowLeft: (count, at, rtl) => (at + (rtl ? 1 : count - 1)) % count,
  Home: () => 0,
  End: (count) => count - 1,
};

/**
 * The project page's parts as tabs (the WAI-ARIA tabs pattern: the arrow keys, Home and End move between them and
 * show the one they reach). The tab shown is the URL's hash (`#resources`), so a link opens it, a reload keeps it
 * and the first tab has none; opened so, the tab has the focus. Only its panel renders, so a part's code and words
 * download when it is first shown.
 */
export function ProjectTabs({ label, tabs }: { label: string; tabs: readonly ProjectTab[] }) {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const at = Math.max(
    0,
    tabs.findIndex((tab) => `#${tab.id}` === hash),
  );
  const current = tabs[at]!;

  // Opened by a link to a tab (the home screen links each project's resources): the person is taken to it.
  const linkedTo = useRef(at > 0 ? current.id : undefined);
  useEffect(() => {
    if (linkedTo.current) buttons.current.get(linkedTo.current)?.focus();
  }, []);

  const show = (index: number) => {
    const tab = tabs[index]!;
    void navigate({ search, hash: index === 0 ? '' : tab.id }, { replace: true });
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    show(step(tabs.length, at, getComputedStyle(event.currentTarget).direction === 'rtl'));
  };

  return (
    <div className="grid gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              if (button) buttons.current.set(tab.id, button);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`project-tab-${tab.id}`}
            aria-selected={index === at}
            aria-controls={`project-panel-${tab.id}`}
            tabIndex={index === at ? 0 : -1}
            onClick={() => show(index)}
            className={cx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600',
              index === at
                ? 'border-sky-600 text-sky-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`project-panel-${current.id}`}
        aria-labelledby={`project-tab-${current.id}`}
        // The panel's first content is a heading: reachable by Tab after the tab list, as the pattern has it.
        tabIndex={0}
        className="grid gap-6"
      >
        {current.panel()}
      </div>
    </div>
  );
}
