import { useEffect, useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button.tsx';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

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
  /** Said below the title and announced with it (aria-describedby). */
  description?: ReactNode;
  /**
   * The dialog opens on its own, not at the person's request (the session ended): whatever they are typing is meant
   * for the screen below. Focus goes to the dialog itself, so its title and description are announced and no field
   * receives those keys, and for a moment after opening every key is ignored (a Tab meant for the screen does not
   * move into a field either). The person then enters the fields deliberately: Tab goes to the first one to fill
   * (`data-autofocus`), or a click, which also ends that moment.
   */
  interrupting?: boolean;
};

/** How long an interrupting dialog ignores keys after opening: typing meant for the screen below ends by then. */
export const INTERRUPTION_GRACE_MS = 1000;

/**
 * Modal dialog: role=dialog + aria-modal, named by its title, focus moves inside on open (to its first field, or to
 * the dialog itself when `interrupting`) and back inside when what had it goes away, Tab cycles within it, Esc
 * closes, focus returns to what had it before.
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
  description,
  interrupting = false,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);

  useEffect(() => {
    if (!open) return;
    const giveFocusBack = rememberFocus();
    openedAt.current = Date.now();
    (interrupting ? panel.current : (firstField(panel.current) ?? panel.current))?.focus();
    return giveFocusBack;
  }, [open, interrupting]);

  useEffect(() => {
    // A render took the focused element away (a button that gave way to what it found): the focus would fall to
    // the page under the dialog, where Tab and Escape no longer reach the dialog.
    if (open && (document.activeElement === null || document.activeElement === document.body))
      (firstField(panel.current) ?? panel.current)?.focus();
  });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (interrupting && Date.now() - openedAt.current < INTERRUPTION_GRACE_MS) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
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
        {description && (
          <p id={descriptionId} className="mt-2 text-sm text-slate-700">
            {description}
          </p>
        )}
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
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // A click inside is deliberate: the keys that follow are meant for the dialog.
        onMouseDown={() => (openedAt.current = 0)}
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

/**
 * What has the focus, to give it back later with the caret where it was: `focus()` alone puts the caret of editable
 * text (a segment's target) at its start, and the keys typed next would land there. Fields keep their own caret.
 */
function rememberFocus(): () => void {
  const focused = document.activeElement as HTMLElement | null;
  const selection = document.getSelection();
  const caret =
    focused && selection && selection.rangeCount > 0 && focused.contains(selection.getRangeAt(0).startContainer)
      ? selection.getRangeAt(0).cloneRange()
      : null;
  return () => {
    focused?.focus?.();
    if (!caret || !selection || !caret.startContainer.isConnected || !caret.endContainer.isConnected) return;
    selection.removeAllRanges();
    selection.addRange(caret);
  };
}

/** The field to start with: the one marked `data-autofocus`, else the first that takes focus. */
function firstField(container: HTMLElement | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>('[data-autofocus]') ??
    container?.querySelector<HTMLElement>(focusableSelector) ??
    null
  );
}

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const focusables = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
  if (focusables.length === 0) return;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (document.activeElement === container) {
    // From the dialog itself (an interrupting one has focus there): into the field to fill, or back to the last.
    event.preventDefault();
    (event.shiftKey ? last : (firstField(container) ?? first)).focus();
  } else if (event.shiftKey && document.activeElement === first) {
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
  const t = useMessages();
  const footer = (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t(kitWords.cancel)}
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
