import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LQA_TYPOLOGY, type PutLqaSettingsBody, type Role } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { db, type MockDb } from '@tessera/shared/mocks';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testProject } from '../../common/testing.tsx';
import { ProjectQuality } from './ProjectQuality.tsx';

serveMockApi();

const project = testProject();

/** The project in the mock's data, with these LQA settings of its own if given (else the defaults). */
const projectWith = (own?: PutLqaSettingsBody) => (mock: MockDb) => {
  mock.projects.push({ ...project });
  if (own) mock.projectLqaSettings.push({ project_id: project.id, ...own });
};

async function renderQuality(role: Role, own?: PutLqaSettingsBody) {
  await renderScreen(<ProjectQuality project={project} manager={role !== 'user'} />, '/project/:id', '/project/3', {
    role,
    prepare: projectWith(own),
  });
}

const form = () => screen.findByRole('form', { name: 'Quality settings of Spring release' });
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const valuesOf = (elements: HTMLElement[]) => elements.map((element) => (element as HTMLInputElement).value);

describe("the project's quality settings (LQA)", () => {
  it('shows everyone else the threshold, the categories and the severities with their points, to read', async () => {
    await renderQuality('user', { typology: null, pass_threshold: 20 });
    expect((await screen.findByText(/^A document passes with at most/)).textContent?.replace(/\s+/g, ' ')).toBe(
      'A document passes with at most 20 penalty points per 1,000 words.',
    );
    expect(screen.getByRole('heading', { name: 'Error categories (the default)' })).toBeTruthy();
    expect(texts(screen.getAllByRole('listitem'))).toEqual([
      'Accuracy',
      'Fluency',
      'Terminology',
      'Style',
      'Locale convention',
    ]);
    const severities = screen.getByRole('table', { name: 'Severities and their penalty points' });
    expect(
      within(severities)
        .getAllByRole('row')
        .map((row) => texts(within(row).queryAllByRole('cell'))),
    ).toEqual([[], ['Minor', '1'], ['Major', '5'], ['Critical', '25']]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("names the default typology in the interface's language, and a project's own typology as it was typed", async () => {
    await act(() => setLocale('de', { remember: false }));
    try {
      await renderQuality('user');
      await waitFor(() =>
        expect(texts(screen.getAllByRole('listitem'))).toEqual([
          'Genauigkeit',
          'Sprachfluss',
          'Terminologie',
          'Stil',
          'Gebietsschema-Konventionen',
        ]),
      );
      const severities = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(severities.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
        'Geringfügig',
        'Schwer',
        'Kritisch',
      ]);
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it("starts a manager's form from the default names in the interface's language, still following the defaults", async () => {
    await act(() => setLocale('de', { remember: false }));
    try {
      await renderQuality('manager');
      await waitFor(() =>
        expect(valuesOf(screen.getAllByRole('textbox')).slice(0, 3)).toEqual([
          'Genauigkeit',
          'Sprachfluss',
          'Terminologie',
        ]),
      );
      // Nothing changed: the names in German are the defaults, not a typology of the project's own.
      expect(screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit')).toHaveProperty(
        'disabled',
        true,
      );
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it("keeps a project's own names as typed, whatever the interface's language", async () => {
    await act(() => setLocale('de', { remember: false }));
    try {
      await renderQuality('user', {
        typology: {
          categories: [{ id: 'accuracy', label: 'Accuracy (ours)' }],
          severities: [{ id: 'minor', label: 'Minor', weight: 1 }],
        },
        pass_threshold: null,
      });
      await waitFor(() => expect(texts(screen.getAllByRole('listitem'))).toEqual(['Accuracy (ours)']));
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).toContain('Minor');
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it('lets a manager change the threshold alone, the typology still following the defaults', async () => {
    const user = userEvent.setup();
    await renderQuality('manager');
    const settings = await form();
    expect(settings.textContent).toContain('This project uses the defaults');
    const save = within(settings).getByRole('button', { name: 'Save quality settings' });
    expect(save).toHaveProperty('disabled', true);
    const threshold = within(settings).getByLabelText('Pass threshold (penalty points per 1,000 words)');
    expect(threshold).toHaveProperty('value', '10');
    await user.clear(threshold);
    await user.type(threshold, '12.5');
    await user.click(save);

    expect(await screen.findByText('Quality settings saved')).toBeTruthy();
    expect(db.projectLqaSettings).toEqual([{ project_id: 3, typology: null, pass_threshold: 12.5 }]);
    expect((await form()).textContent).toContain('This project has settings of its own.');
  });

  it('saves the categories and severities as edited: kept ones by their ids, new ones with ids made from their names', async () => {
    const user = userEvent.setup();
    await renderQuality('manager');
    const settings = await form();
    const names = (kind: 'category' | 'severity') => within(settings).getAllByLabelText(new RegExp(`^Name of ${kind}`));
    expect(valuesOf(names('category'))).toEqual(DEFAULT_LQA_TYPOLOGY.categories.map((category) => category.label));
    expect(valuesOf(within(settings).getAllByLabelText(/^Penalty points per error/))).toEqual(['1', '5', '25']);

    await user.type(within(settings).getByLabelText('Name of category 4'), ' and tone');
    await user.click(within(settings).getByRole('button', { name: 'Remove Locale convention' }));
    await user.click(within(settings).getByRole('button', { name: 'Add a category' }));
    await user.type(within(settings).getByLabelText('Name of category 5'), 'Mise en page');
    const major = within(settings).getByLabelText('Penalty points per error of severity 2');
    await user.clear(major);
    await user.type(major, '8');
    await user.click(within(settings).getByRole('button', { name: 'Add a severity' }));
    await user.type(within(settings).getByLabelText('Name of severity 4'), 'Preferential');
    await user.type(within(settings).getByLabelText('Penalty points per error of severity 4'), '0');
    await user.click(within(settings).getByRole('button', { name: 'Save quality settings' }));

    await screen.findByText('Quality settings saved');
    expect(db.projectLqaSettings).toEqual([
      {
        project_id: 3,
        typology: {
          categories: [
            { id: 'accuracy', label: 'Accuracy' },
            { id: 'fluency', label: 'Fluency' },
            { id: 'terminology', label: 'Terminology' },
            { id: 'style', label: 'Style and tone' },
            { id: 'mise-en-page', label: 'Mise en page' },
          ],
          severities: [
            { id: 'minor', label: 'Minor', weight: 1 },
            { id: 'major', label: 'Major', weight: 8 },
            { id: 'critical', label: 'Critical', weight: 25 },
            { id: 'preferential', label: 'Preferential', weight: 0 },
          ],
        },
        pass_threshold: null,
      },
    ]);
  });

  it('says what keeps the settings from being saved and sends nothing until it is put right', async () => {
    const user = userEvent.setup();
    await renderQuality('manager');
    const settings = await form();
    await user.clear(within(settings).getByLabelText('Pass threshold (penalty points per 1,000 words)'));
    await user.click(within(settings).getByRole('button', { name: 'Add a category' }));
    await user.click(within(settings).getByRole('button', { name: 'Save quality settings' }));

    const alert = await within(settings).findByRole('alert');
    expect(texts(within(alert).getAllByRole('listitem'))).toEqual([
      'The pass threshold must be a number from 0 to 100,000.',
      'Give every error category a name.',
    ]);
    expect(db.projectLqaSettings).toEqual([]);

    await user.click(within(settings).getByRole('button', { name: 'Discard changes' }));
    expect(within(settings).queryByRole('alert')).toBeNull();
    expect(within(settings).getAllByLabelText(/^Name of category/)).toHaveLength(5);
    expect(within(settings).getByRole('button', { name: 'Save quality settings' })).toHaveProperty('disabled', true);
  });

  it('keeps at least one category and one severity', async () => {
    const user = userEvent.setup();
    await renderQuality('manager', {
      typology: { categories: [{ id: 'accuracy', label: 'Accuracy' }], severities: DEFAULT_LQA_TYPOLOGY.severities },
      pass_threshold: null,
    });
    const settings = await form();
    expect(within(settings).getByRole('button', { name: 'Remove Accuracy' })).toHaveProperty('disabled', true);
    await user.click(within(settings).getByRole('button', { name: 'Remove Minor' }));
    await user.click(within(settings).getByRole('button', { name: 'Remove Major' }));
    expect(within(settings).getByRole('button', { name: 'Remove Critical' })).toHaveProperty('disabled', true);
  });

  it('lets a manager go back to the defaults', async () => {
    const user = userEvent.setup();
    await renderQuality('manager', { typology: null, pass_threshold: 20 });
    const settings = await form();
    expect(settings.textContent).toContain('This project has settings of its own.');
    await user.click(within(settings).getByRole('button', { name: 'Go back to the defaults' }));

    await screen.findByText('Quality settings saved');
    expect(db.projectLqaSettings).toEqual([{ project_id: 3, typology: null, pass_threshold: null }]);
    const again = await form();
    expect(again.textContent).toContain('This project uses the defaults');
    expect(within(again).getByLabelText('Pass threshold (penalty points per 1,000 words)')).toHaveProperty(
      'value',
      '10',
    );
    expect(within(again).queryByRole('button', { name: 'Go back to the defaults' })).toBeNull();
  });

  it('shows why the server refused the settings, keeping what was typed', async () => {
    const user = userEvent.setup();
    // Someone took the manager's role away since the page opened.
    mockServer.use(
      http.put('*/api/projects/3/lqa_settings', () =>
        HttpResponse.json({ message: 'Your role does not allow this' }, { status: 403 }),
      ),
    );
    await renderQuality('manager');
    const settings = await form();
    const threshold = within(settings).getByLabelText('Pass threshold (penalty points per 1,000 words)');
    await user.clear(threshold);
    await user.type(threshold, '15');
    await user.click(within(settings).getByRole('button', { name: 'Save quality settings' }));

    await waitFor(() =>
      expect(within(settings).getByRole('alert').textContent).toBe(
        'The settings could not be savedYou do not have permission to do this.',
      ),
    );
    expect(threshold).toHaveProperty('value', '15');
  });
});
