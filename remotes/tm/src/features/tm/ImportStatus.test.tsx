import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TmImportReport, TranslationMemory } from '@tessera/shared/contract';
import { ImportStatus } from './ImportStatus.tsx';

const finished = (report: TmImportReport): TranslationMemory => ({
  id: 1,
  name: 'Imported',
  created_by: 1,
  source_lang: 'en',
  target_lang: 'de',
  records_count: report.units_imported,
  created_at: '2026-01-01T00:00:00.000Z',
  processing_status: 'done',
  processing_progress: 1,
  processing_error: null,
  import_report: report,
});

const reportText = (report: TmImportReport) => {
  render(<ImportStatus tm={finished(report)} onTryAnother={() => {}} onDelete={() => {}} />);
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
