import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TmImportReport } from '@tessera/shared/contract';
import { ImportReport } from './ImportReport.tsx';

const reportText = (report: TmImportReport) => {
  render(<ImportReport report={report} />);
  const text = screen.queryByTestId('import-report')?.textContent ?? null;
  cleanup();
  return text;
};

describe('TMX import report', () => {
  it('accounts for every unit read: kept, merged duplicates and skipped', () => {
    expect(
      reportText({
        units_read: 259,
        units_imported: 209,
        merged_duplicates: 50,
        skipped_missing_language: 0,
        skipped_empty: 0,
        language_note: 'source en, target de',
      }),
    ).toBe('Read 259 units, kept 209, merged 50 duplicates into them. Languages: source en, target de.');
    expect(
      reportText({
        units_read: 12,
        units_imported: 9,
        merged_duplicates: 1,
        skipped_missing_language: 1,
        skipped_empty: 1,
        language_note: 'source en, target de',
      }),
    ).toContain(
      'Read 12 units, kept 9, merged 1 duplicate into them; skipped 1 without both languages and 1 with an empty segment.',
    );
  });

  it('says nothing after an import that kept every unit as it was', () => {
    expect(
      reportText({
        units_read: 5,
        units_imported: 5,
        merged_duplicates: 0,
        skipped_missing_language: 0,
        skipped_empty: 0,
        language_note: 'source en, target de',
      }),
    ).toBeNull();
  });
});
