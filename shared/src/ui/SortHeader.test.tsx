import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { createTestRouter, TestRouter } from '../router/testing.tsx';
import { SortHeader } from './SortHeader.tsx';
import { useSortInUrl, type ColumnSorting } from './useSortInUrl.ts';

afterEach(cleanup);

type Column = 'name' | 'size';
const COLUMNS: readonly Column[] = ['name', 'size'];

/** A table of two sortable columns whose sort lives in the URL; it prints the URL's query below. */
function Sortable({ sorting }: { sorting: ColumnSorting<Column> }) {
  return (
    <>
      <table>
        <thead>
          <tr>
            <SortHeader column="name" sorting={sorting}>
              Name
            </SortHeader>
            <SortHeader column="size" sorting={sorting}>
              Size
            </SortHeader>
          </tr>
        </thead>
      </table>
      <output>{useLocation().search}</output>
    </>
  );
}

const OwnOrder = () => <Sortable sorting={useSortInUrl(COLUMNS)} />;
const ByName = () => <Sortable sorting={useSortInUrl(COLUMNS, 'name')} />;

const renderAt = (path: string, list: ReactElement) => {
  const { history } = createTestRouter(path);
  render(<TestRouter history={history} routes={[{ path: '*', element: list }]} />);
};
const header = (name: string) => screen.getByRole('button', { name });
const sortOf = (name: string) => header(name).closest('th')!.getAttribute('aria-sort');
const query = () => screen.getByRole('status').textContent;

describe('SortHeader with useSortInUrl', () => {
  it("sorts ascending, then descending, then back to the list's own order, each time from the first page", async () => {
    renderAt('/files?page=3&search=a', <OwnOrder />);
    const user = userEvent.setup();
    expect([sortOf('Name'), header('Name').title]).toEqual([null, 'Sort ascending']);
    await user.click(header('Name'));
    expect(query()).toBe('?search=a&sort=name');
    expect([sortOf('Name'), header('Name').title, sortOf('Size')]).toEqual(['ascending', 'Sort descending', null]);
    await user.click(header('Name'));
    expect(query()).toBe('?search=a&sort=name&order=desc');
    expect([sortOf('Name'), header('Name').title]).toEqual(['descending', "Back to the list's own order"]);
    await user.click(header('Name'));
    expect(query()).toBe('?search=a');
    expect(sortOf('Name')).toBeNull();
    // Another column starts ascending, whatever the order was.
    await user.click(header('Size'));
    await user.click(header('Size'));
    await user.click(header('Name'));
    expect(query()).toBe('?search=a&sort=name');
  });

  it('with a default column, sorts by it when the URL says nothing, and turns between its two orders', async () => {
    renderAt('/people?sort=nonsense&order=desc', <ByName />);
    const user = userEvent.setup();
    // A column the list does not have is no sort: the default's, descending as asked.
    expect([sortOf('Name'), sortOf('Size')]).toEqual(['descending', null]);
    expect(header('Name').title).toBe('Sort ascending');
    await user.click(header('Name'));
    expect(query()).toBe('');
    expect(sortOf('Name')).toBe('ascending');
    await user.click(header('Size'));
    await user.click(header('Size'));
    expect(query()).toBe('?sort=size&order=desc');
    expect(header('Size').title).toBe('Sort ascending');
    await user.click(header('Name'));
    // The default column is not written into the URL.
    expect(query()).toBe('');
  });
});
