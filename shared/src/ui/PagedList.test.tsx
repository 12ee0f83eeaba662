import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { ListStates } from './ListStates.tsx';
import type { PageQuery } from './ListStates.tsx';

afterEach(cleanup);

type Page = { rows: string[] };
const query = (state: Partial<PageQuery<Page>>): PageQuery<Page> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});
const renderStates = (q: PageQuery<Page>) =>
  render(
    <ListStates query={q} items="records" isEmpty={(page) => page.rows.length === 0} empty={<p>Nothing yet</p>}>
      {(page) => (
        <ul>
          {page.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );

describe('ListStates', () => {
  it('says it is loading, then shows the rows or the empty message', () => {
    renderStates(query({ isPending: true }));
    expect(screen.getByText('Loading records…')).toBeTruthy();
    cleanup();
    renderStates(query({ data: { rows: ['cat'] } }));
    expect(screen.getByRole('listitem').textContent).toBe('cat');
    cleanup();
    renderStates(query({ data: { rows: [] } }));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('shows a failed load in the shared wording and retries on request', async () => {
    const refetch = vi.fn();
    renderStates(query({ isError: true, error: new ApiError(0, undefined, undefined), refetch }));
    expect(screen.getByText('The records could not be loaded')).toBeTruthy();
    expect(screen.getByText(/The server could not be reached/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
