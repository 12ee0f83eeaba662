import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/**
 * The content column of a screen: consistent width and padding everywhere; `narrow` for a screen of one message
 * (not found, say). A width passed in `className` would compete with the default one in the stylesheet's order.
 */
export function Page({ children, className, narrow }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return (
    <div className={cx('mx-auto w-full px-6 py-6', narrow ? 'max-w-2xl' : 'max-w-7xl', className)}>{children}</div>
  );
}

/** Screen title row: heading, optional subtitle line and actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
  breadcrumb,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  breadcrumb?: ReactNode;
}) {
  return (
    <header className="mb-5">
      {breadcrumb && <div className="mb-1 text-sm text-slate-500">{breadcrumb}</div>}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {subtitle && (
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">{subtitle}</div>
          )}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}

/** A row of controls above a table (search, filters, buttons). */
export function Toolbar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div role="toolbar" aria-label={label} className="mb-3 flex flex-wrap items-end gap-3">
      {children}
    </div>
  );
}

/** White bordered panel grouping a table or a form. */
export function Card({
  children,
  className,
  title,
  id,
}: {
  children: ReactNode;
  className?: string;
  title?: ReactNode;
  /**
   * Lets a link point at the card (`#id`). Its heading can then take focus from script: the router does not scroll
   * to a hash, so a page opened by such a link moves focus there itself, which brings the card into view and tells
   * screen reader users where they landed.
   */
  id?: string;
}) {
  return (
    <section id={id} className={cx('rounded-lg border border-slate-200 bg-white shadow-sm', className)}>
      {title && (
        <h2
          tabIndex={id ? -1 : undefined}
          className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-800"
        >
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** Small rounded label for statuses and language codes. */
export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
}) {
  const tones = {
    neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
    info: 'bg-sky-50 text-sky-800 ring-sky-200',
    success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    warning: 'bg-amber-50 text-amber-800 ring-amber-200',
    danger: 'bg-red-50 text-red-800 ring-red-200',
  };
  return (
    <span
      className={cx(
        'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
