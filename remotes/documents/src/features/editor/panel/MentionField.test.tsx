import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserRef } from '@tessera/shared/contract';
import { MentionField, mentionQueryAt } from './MentionField.tsx';

afterEach(cleanup);

const people: UserRef[] = [
  { id: 1, username: 'ana', display_name: 'Ana María López' },
  { id: 2, username: 'anton', display_name: null },
  { id: 3, username: 'bruno', display_name: 'Bruno Díaz' },
];

function CommentBox({ searched, onQuery }: { searched?: UserRef[]; onQuery?: (query: string | null) => void }) {
  const [text, setText] = useState('');
  return (
    <MentionField
      label="New comment"
      value={text}
      onChange={setText}
      people={people}
      searched={searched}
      onQuery={onQuery}
    />
  );
}

const box = () => screen.getByRole<HTMLTextAreaElement>('combobox', { name: 'New comment' });
const offered = () =>
  within(screen.getByRole('listbox', { name: 'People to mention' }))
    .getAllByRole('option')
    .map((option) => [option.textContent, option.getAttribute('aria-selected')]);

describe('the @ of a comment box', () => {
  it('offers the people whose username or display name starts so, chosen with the arrows and Enter', async () => {
    render(<CommentBox />);
    const user = userEvent.setup();
    await user.type(box(), 'Ask @an');
    expect(offered()).toEqual([
      ['Ana María López (ana)', 'true'],
      ['anton', 'false'],
    ]);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(offered().map(([, selected]) => selected)).toEqual(['false', 'true']);
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(box().value).toBe('Ask @anton ');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(box(), 'and @dí');
    expect(offered()).toEqual([['Bruno Díaz (bruno)', 'true']]);
    await user.keyboard('{Tab}');
    expect(box().value).toBe('Ask @anton and @bruno ');
  });

  it('closes on Escape and offers nothing inside an email address', async () => {
    render(<CommentBox />);
    const user = userEvent.setup();
    await user.type(box(), '@b');
    expect(offered()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(box().value).toBe('@b\n');
    await user.type(box(), 'mail ana@');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('tells what is typed after the @ for the server to search, and offers what it found after those known', async () => {
    const queries: (string | null)[] = [];
    const found: UserRef[] = [
      { id: 2, username: 'anton', display_name: null },
      { id: 8, username: 'lucia', display_name: 'Lucía Andrade' },
    ];
    render(<CommentBox searched={found} onQuery={(query) => queries.push(query)} />);
    const user = userEvent.setup();
    await user.type(box(), 'Ask @an');
    expect(queries).toEqual([null, '', 'a', 'an']);
    // Known people first; anton, known and found, once.
    expect(offered().map(([name]) => name)).toEqual(['Ana María López (ana)', 'anton', 'Lucía Andrade (lucia)']);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box().value).toBe('Ask @lucia ');
    expect(queries.at(-1)).toBeNull();
  });

  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Hi @Ana', 7, { start: 3, query: 'Ana' }],
    ['Hi @Ana and', 11, null],
    ['ana@example', 11, null],
  ])('reads %j at %i as %j', (text, caret, expected) => {
    expect(mentionQueryAt(text, caret)).toEqual(expected);
  });
});
