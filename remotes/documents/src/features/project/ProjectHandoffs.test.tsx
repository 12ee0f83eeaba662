import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Handoff } from '@tessera/shared/contract';
import { db, type MockDb } from '@tessera/shared/mocks';
import { mockServer } from '@tessera/shared/mocks/node';
import { choosePerson, renderScreen } from '@tessera/shared/mocks/render';
import { rowTextsOf, serveMockApi, testProject } from '../../common/testing.tsx';
import { ProjectHandoffs } from './ProjectHandoffs.tsx';

serveMockApi();

const project = testProject({ target_langs: ['de', 'fr'] });
const translator = { id: 3, username: 'translator', display_name: null };
const manager = { id: 2, username: 'manager', display_name: null };

/** German out with the translator since Nov 20, due Nov 27: no return yet. */
const germanOut: Handoff = {
  id: 1,
  project_id: project.id,
  target_lang: 'de',
  format: 'omegat',
  state: 'out',
  person: translator,
  document_ids: [1],
  sent_by: manager,
  sent_at: '2026-11-20T10:00:00.000Z',
  due_at: '2026-11-27T17:00:00.000Z',
  closed_at: null,
  report: null,
};

/** The project, with German out; its return answers with one segment applied, one refused and two conflicts. */
const withGermanOut = (mock: MockDb) => {
  mock.projects.push(project);
  mock.handoffs.push({ ...germanOut });
  mock.handoffReturns[1] = {
    applied: 12,
    unchanged: 3,
    refused: [
      {
        segment_id: 101,
        document_id: 1,
        position: 1,
        file: 'source/help.xlf',
        unit: 'u1',
        reason: 'tags_changed',
        message: 'The target lacks the code </1>',
      },
      {
        segment_id: null,
        document_id: null,
        position: null,
        file: 'source/help.xlf',
        unit: 'u99',
        reason: 'unknown_segment',
        message: 'No segment u99 in the package',
      },
    ],
    conflicts: [100, 102].map((segment_id) => ({
      segment_id,
      document_id: 1,
      document_name: 'help.xlf',
      position: segment_id - 100,
      source: `Source ${segment_id}`,
      current: `Tessera ${segment_id}`,
      changed_by: manager,
      changed_at: '2026-11-22T09:00:00.000Z',
      returned: `Return ${segment_id}`,
    })),
  };
};

let decisions: unknown[];
beforeEach(() => {
  decisions = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/conflicts')) decisions.push(await request.clone().json());
  });
});
afterEach(() => mockServer.events.removeAllListeners());

async function renderHandoffs(prepare: (mock: MockDb) => void) {
  await renderScreen(<ProjectHandoffs project={project} />, '/project/:id', '/project/3', {
    role: 'manager',
    prepare,
  });
}

describe("the project's packages", () => {
  it('sends a language out as the kind of package chosen, for one person with a due date, then offers it', async () => {
    const user = userEvent.setup();
    await renderHandoffs((mock) => mock.projects.push(project));
    await screen.findByText('No package sent out');
    await user.click(screen.getByRole('button', { name: 'Send out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send out a package' });
    await user.selectOptions(within(dialog).getByLabelText('Target language'), 'fr');
    const kind = within(dialog).getByLabelText('Package kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['OmegaT project', 'XLIFF 2.0 kit', 'XLIFF 1.2 kit']);
    await user.selectOptions(kind, 'xliff2');
    const hint = document.getElementById(kind.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toMatch(/^Each document as XLIFF 2\.0/);
    await choosePerson(user, within(dialog).getByLabelText('Whose documents'), 'translator');
    await user.type(within(dialog).getByLabelText('Due (optional)'), '2026-12-01T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send out' }));

    const sent = await screen.findByRole('dialog', { name: 'The package is out' });
    expect(within(sent).getByRole('link', { name: 'Download package' }).getAttribute('href')).toBe(
      '/api/projects/3/handoffs/1/package',
    );
    expect(db.handoffs).toEqual([
      expect.objectContaining({
        target_lang: 'fr',
        format: 'xliff2',
        person: translator,
        due_at: new Date('2026-12-01T17:00').toISOString(),
        state: 'out',
      }),
    ]);
    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    const table = await screen.findByRole('table', { name: 'Packages' });
    const [row] = rowTextsOf(table);
    expect(row!.slice(0, 4)).toEqual(['fr', 'translator', 'XLIFF 2.0 kit', 'Out']);
  });

  it('uploads a return and shows its report: applied, refused with the reason, and conflicts to settle', async () => {
    const user = userEvent.setup();
    await renderHandoffs(withGermanOut);
    const table = await screen.findByRole('table', { name: 'Packages' });
    await user.click(within(table).getByRole('button', { name: /^Upload the return of de sent / }));

    const upload = await screen.findByRole('dialog', { name: 'Return of de' });
    await user.click(within(upload).getByRole('button', { name: 'Upload and apply' }));
    expect(within(upload).getByText("Choose the return's file.")).toBeTruthy();
    await user.upload(
      within(upload).getByLabelText('Return file'),
      new File(['PK'], 'help-de-omegat.zip', { type: 'application/zip' }),
    );
    await user.click(within(upload).getByRole('button', { name: 'Upload and apply' }));

    // The upload's dialog gives way to the report's.
    const report = await screen.findByText('Applied: 12. Unchanged: 3.');
    const dialog = screen.getByRole('dialog', { name: 'Return of de' });
    expect(dialog.contains(report)).toBe(true);
    const refused = within(dialog).getByRole('table', { name: 'Refused segments' });
    expect(rowTextsOf(refused)).toEqual([
      ['source/help.xlf', 'u1', 'Segment 2', 'Tags missing, added or reorderedThe target lacks the code </1>'],
      ['source/help.xlf', 'u99', '—', 'No segment of the packageNo segment u99 in the package'],
    ]);
    expect(within(refused).getByRole('link', { name: 'Segment 2' }).getAttribute('href')).toBe('/document/1?segment=2');

    const conflicts = within(dialog).getByRole('table', { name: 'Conflicts' });
    const [first] = rowTextsOf(conflicts);
    expect(first!.slice(1, 4)).toEqual(['Source 100', expect.stringMatching(/^Tessera 100manager, /), 'Return 100']);
    const settle = within(dialog).getByRole('button', { name: 'Settle conflicts' });
    expect(settle).toHaveProperty('disabled', true);
    // One by one, then all at once: the choice for all replaces those made.
    await user.click(
      within(within(conflicts).getByRole('group', { name: /segment 1 of help\.xlf/ })).getByLabelText("Keep Tessera's"),
    );
    await user.click(within(dialog).getByRole('button', { name: "Take the return's for all" }));
    await user.click(
      within(within(conflicts).getByRole('group', { name: /segment 3 of help\.xlf/ })).getByLabelText("Keep Tessera's"),
    );
    await user.click(settle);

    expect(await within(dialog).findByText('Every conflict is settled.')).toBeTruthy();
    expect(within(dialog).queryByRole('table', { name: 'Conflicts' })).toBeNull();
    expect(decisions).toEqual([
      {
        decisions: [
          { segment_id: 100, take: 'return' },
          { segment_id: 102, take: 'keep' },
        ],
      },
    ]);
    expect(db.handoffs[0]).toMatchObject({ state: 'returned', report: { conflicts: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(rowTextsOf(screen.getByRole('table', { name: 'Packages' }))[0]![7]).toBe(
        '12 applied, 2 refused, 0 in conflict',
      ),
    );
  });

  it('takes a package back once confirmed, and still takes its return then', async () => {
    const user = userEvent.setup();
    await renderHandoffs(withGermanOut);
    const table = await screen.findByRole('table', { name: 'Packages' });
    await user.click(within(table).getByRole('button', { name: /^Take back the package of de sent / }));
    const dialog = await screen.findByRole('dialog', { name: 'Take the package back?' });
    expect(dialog.textContent).toContain(
      'Its documents (de) become editable in Tessera again. A return uploaded later',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));

    await waitFor(() => expect(within(table).getByText('Taken back')).toBeTruthy());
    expect(db.handoffs[0]!.state).toBe('taken_back');
    expect(within(table).queryByRole('link', { name: /^Download the package/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Take back/ })).toBeNull();
    expect(within(table).getByRole('button', { name: /^Upload the return of de sent / })).toBeTruthy();
  });
});
