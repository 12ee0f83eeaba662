import { useEffect, useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button.tsx';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row; for forms pass `onSubmit` and a submit button here. */
  footer?: ReactNode;
  /** When given, the body is a form: Enter in a field submits. */
  onSubmit?: () => void;
  /** Keep the dialog from closing (Esc, backdrop) while work is in progress. */
  dismissible?: boolean;
  size?: 'sm' | 'md';
};

/**
 * Modal dialog: role=dialog + aria-modal, named by its title, focus moves inside on open, Tab cycles
 * within it, Esc closes, focus returns to what had it before.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  onSubmit,
  dismissible = true,
  size = 'md',
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(focusableSelector);
    (first ?? panel.current)?.focus();
    return () => previouslyFocused?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };

  const body = (
    <>
      <div className="px-5 pt-4">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <div className="px-5 py-4 text-sm text-slate-700">{children}</div>
      {footer && (
        <div className="flex justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50 px-5 py-3">
          {footer}
        </div>
      )}
    </>
  );

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4 pt-[12vh]"
      onMouseDown={(e) => e.target === e.currentTarget && dismissible && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`w-full ${size === 'sm' ? 'max-w-sm' : 'max-w-lg'} rounded-lg bg-white shadow-xl ring-1 ring-slate-900/10 focus:outline-none`}
      >
        {onSubmit ? (
          <form onSubmit={submit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const focusables = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
  if (focusables.length === 0) return;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A dialog that asks for one action: Cancel and the action's button below. */
type ActionDialogProps = Omit<DialogProps, 'footer' | 'onClose' | 'dismissible'> & {
  /** The button that acts. */
  action: ReactNode;
  onCancel: () => void;
  /** The action runs: Cancel, Esc and the backdrop do nothing. */
  busy: boolean;
};

function ActionDialog({ action, onCancel, busy, ...dialog }: ActionDialogProps) {
  const footer = (
    <>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {action}
    </>
  );
  return <Dialog {...dialog} onClose={onCancel} dismissible={!busy} footer={footer} />;
}

export type FormDialogProps = Pick<DialogProps, 'title' | 'size' | 'children'> & {
  /** Names the action: "Create glossary", "Save name". */
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The action runs: the submit button spins, Cancel, Esc and the backdrop do nothing. */
  busy?: boolean;
  /** For a dialog that stays mounted; most are rendered only while open. */
  open?: boolean;
};

/** A form in a dialog: Enter in a field submits; Cancel and the named submit button below. */
export function FormDialog({ submitLabel, onClose, busy = false, open = true, ...dialog }: FormDialogProps) {
  const submit = (
    <Button type="submit" variant="primary" busy={busy}>
      {submitLabel}
    </Button>
  );
  return <ActionDialog {...dialog} open={open} onCancel={onClose} busy={busy} action={submit} />;
}

export type ConfirmDialogProps = Pick<DialogProps, 'open' | 'title'> & {
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
};

/** Yes/no question before a destructive action; the confirm button names the action ("Delete glossary"). */
export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  busy = false,
  tone = 'danger',
  ...dialog
}: ConfirmDialogProps) {
  const confirm = (
    <Button variant={tone} onClick={onConfirm} busy={busy}>
      {confirmLabel}
    </Button>
  );
  return (
    <ActionDialog {...dialog} size="sm" busy={busy} action={confirm}>
      {message}
    </ActionDialog>
  );
}
