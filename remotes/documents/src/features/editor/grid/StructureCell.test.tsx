import { Suspense, useMemo } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@tessera/shared/i18n';
import { useMessages } from '../common/i18n.ts';
import { StructureCell } from './StructureCell.tsx';
import { structureWordsIn } from './structureWords.ts';

afterEach(cleanup);

/** A row's structure cell as the grid draws it: the words read for the interface's language. */
function Place({ context, active = false }: { context: string | null; active?: boolean }) {
  const t = useMessages();
  const placeOf = useMemo(() => structureWordsIn(t), [t]);
  return (
    <div role="row">
      <StructureCell place={placeOf(context)} active={active} />
    </div>
  );
}

const renderPlace = (context: string | null, active?: boolean) =>
  render(
    <Suspense>
      <Place context={context} active={active} />
    </Suspense>,
  );

describe("a row's structure cell", () => {
  it('shows the short code, and the whole place as its name and tooltip', async () => {
    renderPlace('Table 1, row 2, cell 1');
    const cell = await screen.findByRole('cell', { name: 'Table 1, row 2, cell 1' });
    expect(cell.textContent).toBe('T1 r2c1');
    expect(cell.getAttribute('title')).toBe('Table 1, row 2, cell 1');
  });

  it("is in the tab order on the open row only, as the grid's roving cell", async () => {
    renderPlace('Heading 2', true);
    expect((await screen.findByRole('cell', { name: 'Heading 2' })).tabIndex).toBe(0);
    cleanup();
    renderPlace('Heading 2', false);
    expect((await screen.findByRole('cell', { name: 'Heading 2' })).tabIndex).toBe(-1);
  });

  it('stays empty for a context that names no place', async () => {
    renderPlace('src/Inbox.tsx:12', true);
    const cell = await screen.findByRole('cell');
    expect(cell.textContent).toBe('');
    expect(cell.hasAttribute('tabindex')).toBe(false);
    expect(cell.hasAttribute('title')).toBe(false);
  });

  it("says the place and its code in the interface's language", async () => {
    await act(() => setLocale('de', { remember: false }));
    try {
      renderPlace('Table 1, row 2, cell 1, hyperlink');
      const cell = await screen.findByRole('cell', { name: 'Tabelle 1, Zeile 2, Zelle 1, Hyperlink' });
      expect(cell.textContent).toBe('T1 z2s1 HL');
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });
});
