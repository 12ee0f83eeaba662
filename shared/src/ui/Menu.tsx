import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
// The kit through the package: this module is bundled by the apps that use it, the kit is the page's one copy.
import { Button } from '@tessera/shared/ui';
import type { ButtonVariant } from '@tessera/shared/ui';

export type MenuItem = { label: string; onSelect: () => void; description?: string };

/**
 * A button that opens a list of actions (role=menu). Arrow keys move between items, Esc closes and
 * returns focus to the button, a click outside closes.
 */
export function Menu({
  label,
  items,
  variant = 'secondary',
  children,
}: {
  label: string;
  items: MenuItem[];
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    }
  };

  return (
    <div ref={root} className="relative inline-block" onKeyDown={onKeyDown}>
      <Button
        ref={trigger}
        variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {children ?? label}
        <span aria-hidden className="text-xs">
          ▾
        </span>
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute end-0 z-40 mt-1 min-w-60 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-900/10"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              aria-label={item.label}
              title={item.description}
              tabIndex={-1}
              className="flex w-full flex-col items-start px-3 py-1.5 text-start text-sm text-slate-800 hover:bg-sky-50 focus:bg-sky-50 focus:outline-none"
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
              {item.description && (
                <span aria-hidden className="text-xs whitespace-nowrap text-slate-500">
                  {item.description}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
