import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { UserRef } from '../contract/index.ts';
import { mockServer } from '../mocks/node.ts';
import { PersonPicker } from './PersonPicker.tsx';

const ana: UserRef = { id: 11, username: 'ana', display_name: 'Ana Lima' };
const bo: UserRef = { id: 12, username: 'bo', display_name: null };
const carla: UserRef = { id: 13, username: 'carla', display_name: 'Carla Mendes' };

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

/**
 * The searches the picker sent, and the people the test answers each with (the server's rule is the server's, see
 * server/src/assignments/assignable-search.test.ts: here each answer is handed over as it is).
 */
function serveSearches(answers: Record<string, UserRef[]>) {
  const searches: { search: string | null; limit: string | null }[] = [];
  mockServer.use(
    http.get('*/api/users/assignable', ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push({ search: params.get('search'), limit: params.get('limit') });
      return HttpResponse.json({ users: answers[params.get('search') ?? ''] ?? [] });
    }),
  );
  return searches;
}

function Picker({
  initial = null,
  onChange,
}: {
  initial?: UserRef | null;
  onChange?: (person: UserRef | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PersonPicker
        label="Translator"
        noneLabel="Nobody"
        exclude={[bo.id]}
        value={value}
        onChange={(person) => {
          setValue(person);
          onChange?.(person);
        }}
      />
      <output aria-label="Chosen">{value?.username ?? 'none'}</output>
    </form>
  );
}

function renderPicker(props: Parameters<typeof Picker>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onTestFinished(() => client.clear());
  return render(
    <QueryClientProvider client={client}>
      <Picker {...props} />
    </QueryClientProvider>,
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe('the person picker', () => {
  it('asks the server for the people matching what is typed, and offers what it answers but those left out', async () => {
    const searches = serveSearches({ '': [ana, bo, carla], car: [carla], carl: [carla], zz: [] });
    renderPicker();
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: 'Translator' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(searches).toEqual([]);

    await user.click(field);
    const list = await screen.findByRole('listbox', { name: 'Translator' });
    // "Nobody" first while nothing is typed, then the people but bo (left out).
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Nobody', 'Ana Lima (ana)', 'Carla Mendes (carla)']),
    );
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list.id);

    await user.type(field, 'carl');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Carla Mendes (carla)']),
    );
    expect(searches.at(-1)).toEqual({ search: 'carl', limit: '20' });

    await user.clear(field);
    await user.type(field, 'zz');
    expect(await screen.findByText('No one matches “zz”')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('is chosen from with the keyboard: arrows move, Enter chooses, Escape closes and puts the chosen name back', async () => {
    serveSearches({ '': [ana, carla], a: [ana, carla] });
    const onChange = vi.fn();
    renderPicker({ initial: carla, onChange });
    const user = userEvent.setup();
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Translator' });
    expect(field.value).toBe('Carla Mendes (carla)');

    field.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    const selected = () => within(list).getByRole('option', { selected: true }).textContent;
    expect(selected()).toBe('Nobody');
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { selected: true }).id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('Ana Lima (ana)');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toBe('Carla Mendes (carla)');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe('Ana Lima (ana)');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('ana');
    expect(onChange).toHaveBeenLastCalledWith(ana);
    expect(field.value).toBe('Ana Lima (ana)');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Escape: the list closes, what was typed goes, the chosen person stays.
    await user.type(field, 'xyz');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.value).toBe('Ana Lima (ana)');
    expect(chosen()).toBe('ana');

    // "Nobody" chooses no one.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('none');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('Nobody');
  });

  it('says so when the people cannot be searched', async () => {
    mockServer.use(http.get('*/api/users/assignable', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderPicker();
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Translator' }), 'an');
    expect(await screen.findByText('The people could not be searched. Try again.')).toBeTruthy();
  });
});
