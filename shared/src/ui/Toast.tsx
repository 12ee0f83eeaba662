import { Suspense, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type ToastTone = 'success' | 'error' | 'info';
/** A button in a toast; choosing it also closes the toast. */
export type ToastAction = { label: string; onClick: () => void };
export type ToastOptions = {
  /** A toast about one thing (an import): showing another with the same key replaces it where it stands. */
  key?: string;
  actions?: ToastAction[];
  /** Stays until replaced or dismissed (a state still going on, or one that asks for a choice). */
  sticky?: boolean;
};
type Toast = { id: number; message: string; tone: ToastTone; key?: string; actions: ToastAction[] };
export type ToastApi = {
  show: (message: string, tone?: ToastTone, options?: ToastOptions) => void;
  /** Closes the toast shown with this key, if it still shows. */
  dismiss: (key: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays; errors stay longer because they must be read. */
const durations: Record<ToastTone, number> = { success: 4000, info: 4000, error: 8000 };

/** Holds the toasts of the app and renders them in a live region (announced by screen readers). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // Timers of toasts still showing: cleared when the provider goes, so none fires into an unmounted tree.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = 'success', options: ToastOptions = {}) => {
      const id = nextId.current++;
      const toast: Toast = {
        id,
        message,
        tone,
        actions: options.actions ?? [],
        ...(options.key ? { key: options.key } : {}),
      };
      setToasts((all) => {
        const replaced = options.key === undefined ? -1 : all.findIndex((t) => t.key === options.key);
        if (replaced === -1) return [...all.slice(-4), toast];
        return all.map((t, index) => (index === replaced ? toast : t));
      });
      if (options.sticky) return;
      // Dismisses this version only: a later one under the same key has its own id and timer.
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, durations[tone]);
      timers.current.add(timer);
    },
    [dismiss],
  );
  const dismissKey = useCallback((key: string) => setToasts((all) => all.filter((t) => t.key !== key)), []);
  const api = useMemo(() => ({ show, dismiss: dismissKey }), [show, dismissKey]);
  return (
    <ToastContext value={api}>
      {children}
      <Suspense fallback={null}>
        <ToastList toasts={toasts} dismiss={dismiss} />
      </Suspense>
    </ToastContext>
  );
}

/**
 * The toasts, in a live region (announced by screen readers). Apart from the provider: the kit's words, should they
 * still load, hold back this region only (its own Suspense), never the app inside the provider.
 */
function ToastList({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  const t = useMessages();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t(kitWords.toastRegion)}
      className="pointer-events-none fixed end-4 bottom-4 z-[60] flex w-80 flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={cx(
            'pointer-events-auto flex items-start justify-between gap-3 rounded-md px-3 py-2 text-sm shadow-lg ring-1',
            toast.tone === 'error' && 'bg-red-50 text-red-900 ring-red-200',
            toast.tone === 'success' && 'bg-white text-slate-900 ring-slate-200',
            toast.tone === 'info' && 'bg-sky-50 text-sky-900 ring-sky-200',
          )}
        >
          <div className="flex flex-col gap-1.5">
            <span>{toast.message}</span>
            {toast.actions.length > 0 && (
              <span className="flex flex-wrap gap-3">
                {toast.actions.map((action) => (
                  <button
                    key={action.label}
                    type="button"
                    className="font-medium underline underline-offset-2 hover:no-underline"
                    onClick={() => {
                      dismiss(toast.id);
                      action.onClick();
                    }}
                  >
                    {action.label}
                  </button>
                ))}
              </span>
            )}
          </div>
          <button
            type="button"
            aria-label={t(kitWords.toastDismiss)}
            className="text-slate-400 hover:text-slate-700"
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** `const toast = useToast(); toast.show('Saved')`. Outside a provider it falls back to the console. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? fallback;
}

const fallback: ToastApi = {
  show: (message, tone) => console.info(`[toast:${tone ?? 'success'}] ${message}`),
  dismiss: () => undefined,
};
