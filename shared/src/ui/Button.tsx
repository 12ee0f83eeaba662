import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-subtle' | 'ghost' | 'ghost-danger' | 'inverse';
export type ButtonSize = 'sm' | 'md';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-sky-700 text-white shadow-sm hover:bg-sky-800 active:bg-sky-900 disabled:bg-sky-300',
  secondary:
    'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-300',
  'danger-subtle':
    'bg-white text-red-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-red-50 hover:ring-red-300 disabled:text-red-300',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  'ghost-danger': 'text-red-700 hover:bg-red-50 disabled:text-red-300',
  // On a dark bar (the shell's top bar, the standalone host's strip).
  inverse: 'text-white ring-1 ring-inset ring-white/30 hover:bg-white/10 disabled:opacity-60',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-6 px-2 text-xs gap-1',
  md: 'h-9 px-3.5 text-sm gap-1.5',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** Button with the kit's variants. Icon-only buttons must pass aria-label. */
export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    >
      {busy && (
        <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-current border-e-transparent" />
      )}
      {children}
    </button>
  );
}

/** A link styled like a button text link. */
export const linkClass = 'font-medium text-sky-700 hover:text-sky-900 hover:underline';
