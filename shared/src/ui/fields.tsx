import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from './cx.ts';

const controlClass =
  'block w-full rounded-md border-0 bg-white px-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-sky-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:ring-red-500';

type FieldChrome = {
  /** Visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Hide the label visually but keep it for assistive technology and tests. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
};

function Field({
  id,
  label,
  hideLabel,
  hint,
  error,
  children,
  className,
}: FieldChrome & { id: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={cx('text-xs font-medium text-slate-700', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

type FieldProps = FieldChrome & { id?: string; fieldClassName?: string };

/**
 * A field's props split three ways: what `Field` draws around the control (label, hint, error, the wrapper's
 * class), the control's id (its own or a generated one) with the ARIA attributes that tie it to its hint or error,
 * and the rest, the control's own.
 */
function useFieldParts<P extends FieldProps>({ label, hideLabel, hint, error, id, fieldClassName, ...own }: P) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const control = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
  } as const;
  return [{ id: controlId, label, hideLabel, hint, error, className: fieldClassName }, control, own] as const;
}

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ className, ...props }: TextFieldProps) {
  const [field, control, input] = useFieldParts(props);
  return (
    <Field {...field}>
      <input
        {...control}
        className={cx(
          controlClass,
          'h-9',
          input.type === 'file' &&
            'h-auto py-1.5 file:me-3 file:rounded file:border-0 file:bg-sky-50 file:px-2 file:py-1 file:text-sky-800',
          className,
        )}
        {...input}
      />
    </Field>
  );
}

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A whole number typed in (a percentage, a segment's number): the numeric keyboard, and arrows that step by one. */
export function NumberField(props: NumberFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

export type TextAreaProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ className, rows = 3, ...props }: TextAreaProps) {
  const [field, control, textarea] = useFieldParts(props);
  return (
    <Field {...field}>
      <textarea {...control} rows={rows} className={cx(controlClass, 'py-1.5', className)} {...textarea} />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[]; ref?: Ref<HTMLSelectElement> };

export function Select({ className, options, ...props }: SelectProps) {
  const [field, control, select] = useFieldParts(props);
  return (
    <Field {...field}>
      <select {...control} className={cx(controlClass, 'h-9 pe-8', className)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ className, ...props }: CheckboxProps) {
  const [{ label }, control, input] = useFieldParts(props);
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <input {...control} type="checkbox" className="size-4 rounded border-slate-300 accent-sky-600" {...input} />
      <label htmlFor={control.id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
