import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@tessera/shared/ui';

/**
 * A toolbar button that shows a small panel of fields under it (a disclosure, not a menu: it holds form controls).
 * Opening puts the focus on its first field; Escape closes it and gives the focus back to the button, as does a
 * click outside. `active` counts the options set inside, shown on the button so that a filter is never hidden.
 */
export function ToolbarPopover({ label, active, children }: { label: string; active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('input, select')?.focus();
    const onOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <Button
        ref={trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
        {active > 0 && (
          <span className="rounded-full bg-sky-100 px-1.5 text-xs font-semibold text-sky-900">{active}</span>
        )}
        <span aria-hidden className="text-xs">
          ▾
        </span>
      </Button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={label}
          className="absolute start-0 z-30 mt-1 flex w-64 flex-col gap-3 rounded-md bg-white p-3 shadow-lg ring-1 ring-slate-900/10"
        >
          {children}
        </div>
      )}
    </div>
  );
}
