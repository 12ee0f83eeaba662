import type { ReactNode } from 'react';
import { useFormats } from '@tessera/shared/i18n';
import { Button } from './Button.tsx';
import { cx } from './cx.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/** Work under way; "Loading…" unless `label` says what loads. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useMessages();
  return (
    <div role="status" className={cx('flex items-center justify-center gap-2 py-10 text-sm text-slate-500', className)}>
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-sky-600 border-e-transparent" />
      {label ?? t(kitWords.loading)}
    </div>
  );
}

/** Determinate progress bar; `value` is 0..1. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  const f = useFormats();
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-sky-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-end text-xs text-slate-600 tabular-nums">{f.percent(percent / 100)}</span>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      {children && <div className="max-w-md text-sm text-slate-500">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** A failure the user can do something about: what happened, and Retry when it may help. */
export function ErrorState({
  title,
  message,
  onRetry,
  action,
}: {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  const t = useMessages();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="text-sm font-semibold text-red-900">{title ?? t(kitWords.errorStateTitle)}</p>
      {message && <div className="max-w-md text-sm text-red-800">{message}</div>}
      <div className="mt-2 flex gap-2">
        {onRetry && <Button onClick={onRetry}>{t(kitWords.retry)}</Button>}
        {action}
      </div>
    </div>
  );
}

/** Inline message box inside a screen (warnings, errors that do not replace the screen). */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: 'info' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex items-start justify-between gap-4 rounded-md px-4 py-3 text-sm ring-1 ring-inset',
        tone === 'info' && 'bg-sky-50 text-sky-900 ring-sky-200',
        tone === 'warning' && 'bg-amber-50 text-amber-900 ring-amber-200',
        tone === 'error' && 'bg-red-50 text-red-900 ring-red-200',
      )}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cx(title && 'mt-0.5')}>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
