import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DocumentQuality, ReviewAnnotation } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testSegment } from '../../../common/testing.tsx';
import { QualityScore } from './QualityScore.tsx';
import { ReviewNotes } from './ReviewNotes.tsx';

serveMockApi();

const rejection: ReviewAnnotation = {
  id: 7,
  record_id: 101,
  position: 1,
  action: 'reject',
  reason: 'The verb is wrong',
  errors: [
    { category: 'terminology', severity: 'major', note: null },
    { category: 'fluency', severity: 'minor', note: 'word order' },
  ],
  step: 'review',
  user: { id: 2, username: 'manager', display_name: null },
  old_target: 'Datei sichern',
  new_target: 'Datei speichern',
  created_at: '2026-01-03T00:00:00.000Z',
};

describe("the reviewer's words on a returned segment", () => {
  it("shows the reason, the errors in the typology's words and the change against the translator's version", async () => {
    mockServer.use(
      http.get('*/api/document/records/101/review', () => HttpResponse.json({ annotations: [rejection] })),
    );
    const record = testSegment(1, { status: 'rejected', target: 'Datei speichern' });
    await renderScreen(<ReviewNotes record={record} targetLang="de" />, '/document/:id', '/document/1');
    const notes = await screen.findByRole('region', { name: 'Review of segment 2' });
    expect(notes.textContent).toContain('Rejected by manager: The verb is wrong');
    const errors = within(notes).getByRole('list', { name: 'Errors found' });
    expect(await within(errors).findByText('Terminology, major')).toBeTruthy();
    expect(within(errors).getByText('Fluency, minor: word order')).toBeTruthy();
    const change = within(notes).getByLabelText("The reviewer's change");
    // The label in the interface's language, the change in the target's language and direction.
    expect(change.getAttribute('lang')).toBeNull();
    const changed = change.querySelector('del')!.closest('[lang]')!;
    expect([changed.getAttribute('lang'), changed.getAttribute('dir')]).toEqual(['de', 'ltr']);
    expect(change.querySelector('del')?.textContent).toBe('sichern');
    expect(change.querySelector('ins')?.textContent).toBe('speichern');
  });
});

describe("the document's quality", () => {
  it('shows the penalty per 1,000 words, pass or fail, and the errors behind it', async () => {
    const quality: DocumentQuality = {
      words: 400,
      errors: [
        { category: 'terminology', severity: 'major', count: 1 },
        { category: 'accuracy', severity: 'minor', count: 2 },
      ],
      penalty_points: 7,
      penalty_per_1000: 17.5,
      pass_threshold: 10,
      pass: false,
    };
    mockServer.use(http.get('*/api/document/1/quality', () => HttpResponse.json(quality)));
    await renderScreen(<QualityScore documentId={1} />, '/document/:id', '/document/1');
    const score = await screen.findByRole('region', { name: 'Quality' });
    // The score and the threshold are both per 1,000 words; the raw points stay in the breakdown.
    expect(score.textContent).toContain('17.5 per 1,000 words: fail (pass ≤ 10)');
    // The default typology's categories and severities, in the interface's language.
    await waitFor(() =>
      expect(score.getAttribute('title')).toBe(
        '3 errors in 400 words: Terminology major ×1, Accuracy minor ×2; 7 penalty points',
      ),
    );
    await act(() => setLocale('de', { remember: false }));
    try {
      await waitFor(() =>
        expect(score.getAttribute('title')).toBe(
          '3 Fehler in 400 Wörtern: Terminologie schwer ×1, Genauigkeit geringfügig ×2; 7 Strafpunkte',
        ),
      );
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });
});
