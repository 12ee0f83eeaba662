import { cleanup, screen, within, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { mockServer } from '@tessera/shared/mocks/node';
import { answerPanelLookupsWithNothing, numbersFinding, serveMockApi, testSegment } from '../../../common/testing.tsx';
import { renderSidePanel } from './testing.tsx';

const spaces: QaIssue = {
  check: 'double-spaces',
  severity: 'warning',
  message: 'The target has a doubled space',
  phrases: [{ key: 'qaDoubleSpaces', values: { count: 1 } }],
  ignored: false,
};
const segment = (qa: QaIssue[], target = 'Warten Sie  16 Minuten'): DocumentRecord =>
  testSegment(0, { source: 'Wait 15 minutes', target, state: 'translated', status: 'translated', qa });

let requests: string[];
serveMockApi();
beforeEach(() => {
  requests = [];
  answerPanelLookupsWithNothing();
  mockServer.use(
    http.post('*/api/document/records/100/qa/ignored', async ({ request }) => {
      const { check } = (await request.json()) as { check: string };
      requests.push(`ignore ${check}`);
      return HttpResponse.json(segment([numbersFinding, { ...spaces, ignored: true }]));
    }),
    http.delete('*/api/document/records/100/qa/ignored/:check', ({ params }) => {
      requests.push(`count ${String(params.check)}`);
      return HttpResponse.json(segment([numbersFinding, spaces]));
    }),
  );
});

async function openQa() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'QA' }));
  // The tab's code is fetched the first time it is chosen.
  await waitFor(() => expect(screen.queryByText('Loading QA…')).toBeNull());
  return user;
}

describe('QA tab', () => {
  it("lists the segment's errors and warnings with their messages; only warnings can be ignored", async () => {
    renderSidePanel(segment([numbersFinding, spaces]));
    await openQa();
    const issues = within(screen.getByRole('list', { name: 'QA issues' })).getAllByRole('listitem');
    expect(issues.map((item) => item.textContent)).toEqual([
      `Error${numbersFinding.message}`,
      `Warning${spaces.message}Ignore`,
    ]);
    expect(within(issues[0]!).queryByRole('button')).toBeNull();
  });

  it('says the findings in the interface’s language, and an old finding without phrases by its check', async () => {
    await setLocale('de', { remember: false });
    try {
      renderSidePanel(segment([numbersFinding, { ...spaces, phrases: undefined }]));
      await userEvent.setup().click(await screen.findByRole('tab', { name: 'QS' }));
      const issues = within(await screen.findByRole('list', { name: 'QS-Probleme' })).getAllByRole('listitem');
      expect(issues.map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Im Ziel fehlende Zahlen: „15“; Zahlen, die nicht in der Quelle stehen: „16“',
        'Doppelte Leerzeichen',
      ]);
    } finally {
      await setLocale('en', { remember: false });
    }
  });

  it('ignores a warning and takes it back', async () => {
    renderSidePanel(segment([numbersFinding, spaces]));
    const user = await openQa();
    await user.click(screen.getByRole('button', { name: `Ignore: ${spaces.message}` }));
    const ignored = await screen.findByRole('list', { name: 'Ignored warnings' });
    expect(within(ignored).getByText(spaces.message)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'QA issues' })).queryByText(spaces.message)).toBeNull();

    await user.click(screen.getByRole('button', { name: `Stop ignoring: ${spaces.message}` }));
    await within(await screen.findByRole('list', { name: 'QA issues' })).findByText(spaces.message);
    expect(screen.queryByRole('list', { name: 'Ignored warnings' })).toBeNull();
    expect(requests).toEqual(['ignore double-spaces', 'count double-spaces']);
  });

  it("asks for a spelling warning's suggestions only when they are wanted, once per word", async () => {
    const asked: unknown[] = [];
    mockServer.use(
      http.post('*/api/spelling/check', async ({ request }) => {
        const body = (await request.json()) as { lang: string; text: string };
        asked.push(body);
        const suggestions = body.text === 'Einstelungen' ? ['Einstellungen'] : [];
        return HttpResponse.json({
          lang: body.lang,
          dictionary: 'de',
          misspelled: [{ word: body.text, start: 0, end: body.text.length, suggestions }],
        });
      }),
    );
    const word = (text: string, start: number) => ({ word: text, start, end: start + text.length, suggestions: [] });
    const misspelled: QaIssue = {
      check: 'spelling',
      severity: 'warning',
      message: 'Possible misspellings: “Einstelungen”, “qwzx”',
      phrases: [{ key: 'qaMisspelled', values: { count: 2, words: ['Einstelungen', 'qwzx'] } }],
      ignored: false,
      words: [word('Einstelungen', 4), word('qwzx', 17), word('qwzx', 22)],
    };
    renderSidePanel(segment([misspelled], 'Die Einstelungen qwzx qwzx'));
    const user = await openQa();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show suggestions' }));
    const list = await screen.findByRole('list', { name: 'Spelling suggestions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EinstelungenEinstellungen', 'qwzxNo suggestions']);
    expect(asked).toEqual([
      { lang: 'de', text: 'Einstelungen' },
      { lang: 'de', text: 'qwzx' },
    ]);
  });

  it('says when a segment has no findings, or nothing saved to check', async () => {
    renderSidePanel(segment([], 'Warten Sie 15 Minuten'));
    await openQa();
    expect(screen.getByText('No QA issues in this segment.')).toBeTruthy();
    cleanup();
    renderSidePanel(segment([], ''));
    await openQa();
    expect(screen.getByText('QA runs once a target is saved.')).toBeTruthy();
  });
});
