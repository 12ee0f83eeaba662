import { Suspense, useMemo } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SegmentPlace } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { useMessages } from '../common/i18n.ts';
import { StructureCell } from './StructureCell.tsx';
import { structureWordsIn } from '../common/structureWords.ts';

afterEach(cleanup);

const CELL: SegmentPlace = [
  { kind: 'table', number: 1, name: null },
  { kind: 'cell', row: 2, column: 1 },
];

/** A row's structure cell as the grid draws it: the words read for the interface's language. */
function Place({ place, active = false }: { place: SegmentPlace | null; active?: boolean }) {
  const t = useMessages();
  const placeOf = useMemo(() => structureWordsIn(t), [t]);
  return (
    <div role="row">
      <StructureCell place={placeOf(place)} active={active} />
    </div>
  );
}

const renderPlace = (place: SegmentPlace | null, active?: boolean) =>
  render(
    <Suspense>
      <Place place={place} active={active} />
    </Suspense>,
  );

describe("a row's structure cell", () => {
  it('shows the short code, and the whole place as its name and tooltip', async () => {
    renderPlace(CELL);
    const cell = await screen.findByRole('cell', { name: 'Table 1, row 2, cell 1' });
    expect(cell.textContent).toBe('T1 r2c1');
    expect(cell.getAttribute('title')).toBe('Table 1, row 2, cell 1');
  });

  it("is in the tab order on the open row only, as the grid's roving cell", async () => {
    renderPlace([{ kind: 'heading', level: 2 }], true);
    expect((await screen.findByRole('cell', { name: 'Heading 2' })).tabIndex).toBe(0);
    cleanup();
    renderPlace([{ kind: 'heading', level: 2 }], false);
    expect((await screen.findByRole('cell', { name: 'Heading 2' })).tabIndex).toBe(-1);
  });

  it('stays empty for a segment without a place', async () => {
    renderPlace(null, true);
    const cell = await screen.findByRole('cell');
    expect(cell.textContent).toBe('');
    expect(cell.hasAttribute('tabindex')).toBe(false);
    expect(cell.hasAttribute('title')).toBe(false);
  });

  it("says the place and its code in the interface's language", async () => {
    await act(() => setLocale('de', { remember: false }));
    try {
      renderPlace([...CELL, { kind: 'hyperlink' }]);
      const cell = await screen.findByRole('cell', { name: 'Tabelle 1, Zeile 2, Zelle 1, Hyperlink' });
      expect(cell.textContent).toBe('T1 z2s1 HL');
      cleanup();
      renderPlace([
        { kind: 'slide', number: 2 },
        { kind: 'chart', number: 1 },
        { kind: 'chart-text', role: 'series-name' },
      ]);
      expect((await screen.findByRole('cell')).getAttribute('title')).toBe('Folie 2, Diagramm 1, Datenreihenname');
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });
});
