/**
 * The one way a person is chosen (whom a step goes to, whom a disabled user's steps go to): a combobox that asks the
 * server for the people matching what is typed (GET /users/assignable?search=), so an agency's thousands of users
 * never load at once. WAI-ARIA's combobox with a listbox popup: the focus stays in the field
 * (aria-activedescendant), arrows move, Enter chooses, Escape closes and puts the chosen name back.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { personName } from '@tessera/shared';
import { searchAssignableUsers } from '@tessera/shared/api/assignments';
import type { UserRef } from '@tessera/shared/contract';
import { TextField, cx } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import { useDebouncedValue } from './useDebouncedValue.ts';
import * as kitWords from '../locales/en/kit.arb';

/** Wait this long after the last keystroke before asking the server (as the paged lists' search boxes do). */
export const PERSON_SEARCH_DEBOUNCE_MS = 300;

/** How many people a picker offers at once: one types on to find someone further down. */
export const PERSON_PICKER_LIMIT = 20;

/** The query key of a search of the people a step may be given to, for whoever changes them to refresh. */
export const assignableSearchKey = (search: string, limit: number) =>
  ['users', 'assignable', { search, limit }] as const;

/**
 * The people a step may be given to whose name, username or email holds `search`, as the server finds them (at most
 * `limit`), once `search` has stopped changing for a moment; nothing is asked while `enabled` is false. The
 * previous answer stays while the next one comes, so a list does not flicker as one types.
 */
export function useAssignableSearch(search: string, { enabled = true, limit = PERSON_PICKER_LIMIT } = {}) {
  const settled = useDebouncedValue(search.trim(), PERSON_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: assignableSearchKey(settled, limit),
    queryFn: async ({ signal }) => (await searchAssignableUsers({ search: settled, limit }, signal)).users,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type PersonPickerProps = {
  /** The field's label, also its accessible name and the list's. */
  label: string;
  hideLabel?: boolean;
  /** The person chosen; null when none is (the `noneLabel` choice). */
  value: UserRef | null;
  onChange: (person: UserRef | null) => void;
  /** What choosing no one means here ("Nobody", "Leave with ana"): the list's first choice while nothing is typed. */
  noneLabel: string;
  /** What the empty field says while no one is chosen: `noneLabel` unless said ("Choose who takes over"). */
  placeholder?: string;
  /** People never offered (the person whose steps are handed on). */
  exclude?: readonly number[];
  className?: string;
};

type Choice = { id: string; person: UserRef | null; label: string };

export function PersonPicker({
  label,
  hideLabel,
  value,
  onChange,
  noneLabel,
  placeholder,
  exclude = [],
  className,
}: PersonPickerProps) {
  const t = useMessages();
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** What the person typed since the field last showed the chosen name; null: nothing typed. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const search = typed ?? '';
  const found = useAssignableSearch(search, { enabled: open });
  const people = (found.data ?? []).filter((person) => !exclude.includes(person.id));
  const choices: Choice[] = [
    ...(search.trim() === '' ? [{ id: `${listId}-none`, person: null, label: noneLabel }] : []),
    ...people.map((person) => ({ id: `${listId}-${person.id}`, person, label: personName(person) })),
  ];
  const current = Math.min(active, choices.length - 1);
  // The answer shown is for what is typed now (not the previous search's, kept while the next one comes).
  const answered = found.isSuccess && !found.isPlaceholderData && !found.isFetching;
  const expanded = open && choices.length > 0;

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(0);
  };
  const choose = (choice: Choice) => {
    onChange(choice.person);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    // Closed, Escape and Enter are the dialog's (close it, submit it); open, they are the list's.
    if (move === undefined && (!open || (event.key !== 'Escape' && event.key !== 'Enter'))) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') close();
    else if (event.key === 'Enter') {
      if (choices[current]) choose(choices[current]);
    } else if (!open) setOpen(true);
    else if (choices.length > 0) setActive((current + move! + choices.length) % choices.length);
  };

  return (
    <div className={cx('relative', className)}>
      <TextField
        label={label}
        hideLabel={hideLabel}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? choices[current]?.id : undefined}
        value={typed ?? (value ? personName(value) : '')}
        placeholder={placeholder ?? noneLabel}
        // A name, never words for a browser's translator to change.
        translate="no"
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open && (
        <div className="absolute z-30 mt-1 w-full rounded-md bg-white text-sm shadow-lg ring-1 ring-slate-900/10">
          {expanded && (
            <ul id={listId} role="listbox" aria-label={label} className="max-h-60 overflow-y-auto py-1">
              {choices.map((choice, index) => (
                <li
                  key={choice.id}
                  id={choice.id}
                  role="option"
                  aria-selected={index === current}
                  translate={choice.person ? 'no' : undefined}
                  className={cx(
                    'cursor-pointer px-2.5 py-1',
                    index === current && 'bg-sky-100',
                    !choice.person && 'text-slate-600 italic',
                  )}
                  // Chosen on mouse down, before the field would lose the focus and close the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(choice);
                  }}
                >
                  {choice.label}
                </li>
              ))}
            </ul>
          )}
          <p role="status" className={cx('px-2.5 text-slate-600', !expanded || found.isError ? 'py-1.5' : 'sr-only')}>
            {found.isError
              ? t(kitWords.personPickerFailed)
              : answered && people.length === 0 && search.trim() !== ''
                ? t(kitWords.personPickerNoMatch, { search: search.trim() })
                : !answered
                  ? t(kitWords.personPickerSearching)
                  : ''}
          </p>
        </div>
      )}
    </div>
  );
}
