import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { personName } from '@tessera/shared';
import type { UserRef } from '@tessera/shared/contract';
import { TextArea, cx } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

/** The name being typed after an `@` just before the caret (letters of a username so far), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\p{L}\p{N}._@-])@([\p{L}\p{N}._-]*)$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** How many people the `@` offers at once. */
export const MENTION_OFFERS = 8;

/** The people whose username or display name starts (or has a word starting) with what was typed, at most 8. */
export function peopleMatching(people: readonly UserRef[], query: string): UserRef[] {
  const wanted = query.toLocaleLowerCase();
  const matches = (name: string | null) =>
    name !== null &&
    name
      .toLocaleLowerCase()
      .split(/[\s._-]+/)
      .some((word) => word.startsWith(wanted));
  return people
    .filter((person) => person.username.toLocaleLowerCase().startsWith(wanted) || matches(person.display_name))
    .slice(0, MENTION_OFFERS);
}

/** The people matching among those known, then those the server found that are not among them: at most 8. */
function withSearched(matching: readonly UserRef[], searched: readonly UserRef[]): UserRef[] {
  const known = new Set(matching.map((person) => person.id));
  return [...matching, ...searched.filter((person) => !known.has(person.id))].slice(0, MENTION_OFFERS);
}

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whom `@` offers, in the order offered. */
  people: readonly UserRef[];
  /** The people the server found for what is typed after the `@`, offered as found after those of `people`. */
  searched?: readonly UserRef[];
  /** Told what is typed after an `@` (null: no mention is being typed), for the server to search it. */
  onQuery?: (query: string | null) => void;
  maxLength?: number;
};

/**
 * A comment box that offers the people to mention after `@`: a listbox under the box, arrows to move, Enter or
 * Tab to put `@username` in, Escape to type on without it. The focus stays in the box (aria-activedescendant).
 */
export function MentionField({ label, value, onChange, people, searched = [], onQuery, maxLength }: Props) {
  const t = useMessages();
  const box = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const typed = mentionQueryAt(value, caret);
  const query = typed && typed.start !== dismissedAt ? typed.query : null;
  useEffect(() => {
    onQuery?.(query);
  }, [query, onQuery]);
  const offered = query === null ? [] : withSearched(peopleMatching(people, query), searched);
  const open = offered.length > 0;
  const current = Math.min(active, offered.length - 1);

  const change = (text: string, at: number) => {
    onChange(text);
    setCaret(at);
    setActive(0);
  };
  const choose = (person: UserRef) => {
    if (!typed) return;
    const mention = `@${person.username} `;
    const text = value.slice(0, typed.start) + mention + value.slice(caret);
    const at = typed.start + mention.length;
    change(text, at);
    requestAnimationFrame(() => box.current?.setSelectionRange(at, at));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((current + 1) % offered.length),
      ArrowUp: () => setActive((current - 1 + offered.length) % offered.length),
      Enter: () => choose(offered[current]!),
      Tab: () => choose(offered[current]!),
      Escape: () => setDismissedAt(typed!.start),
    };
    const move = moves[event.key];
    if (!move || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  return (
    <div className="relative">
      <TextArea
        ref={box}
        label={label}
        rows={2}
        value={value}
        maxLength={maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t(panelWords.editorCommentsPeopleToMention)}
          className="absolute z-30 mt-1 max-h-48 w-full overflow-y-auto rounded-md bg-white text-sm shadow-lg ring-1 ring-slate-900/10"
        >
          {offered.map((person, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              className={cx('cursor-pointer px-2 py-1', index === current && 'bg-sky-100')}
              // Chosen on mouse down, before the box would lose the focus.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
            >
              {personName(person)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
