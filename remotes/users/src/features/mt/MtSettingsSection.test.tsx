import { act, cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '@tessera/shared/i18n';
import { db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { renderWithQueries, serveMockApiToAnAdmin } from '../../common/testing.tsx';
import { MtSettingsSection } from './MtSettingsSection.tsx';

let sent: unknown[];
serveMockApiToAnAdmin();
beforeEach(() => {
  sent = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/api/mt/settings')) sent.push(await request.clone().json());
  });
});
afterEach(() => mockServer.events.removeAllListeners());

const renderSection = () => renderWithQueries(<MtSettingsSection />);

const form = () => screen.findByRole('form', { name: 'Machine translation settings' });

describe('machine translation settings', () => {
  it('starts off, and saves a LibreTranslate server on this machine without a key', async () => {
    const user = renderSection();
    const settings = await form();
    const provider = within(settings).getByLabelText('Provider') as HTMLSelectElement;
    expect(provider.value).toBe('off');
    expect(within(settings).queryByLabelText('URL')).toBeNull();

    await user.selectOptions(provider, 'libretranslate');
    await user.type(within(settings).getByLabelText('URL'), 'http://localhost:5000');
    const privateNetwork = within(settings).getByLabelText(/this server's machine or private network/);
    expect(privateNetwork).toHaveProperty('checked', false);
    await user.click(privateNetwork);
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved.');
    expect(sent).toEqual([
      { provider: 'libretranslate', url: 'http://localhost:5000', model: null, allow_private_network: true },
    ]);
    expect(db.mt).toMatchObject({
      provider: 'libretranslate',
      url: 'http://localhost:5000',
      has_key: false,
      allow_private_network: true,
    });
    // The saved form shows the box as stored.
    expect(within(await form()).getByLabelText(/this server's machine or private network/)).toHaveProperty(
      'checked',
      true,
    );
  });

  it('sends a DeepL key once and afterwards only says that one is stored', async () => {
    const user = renderSection();
    let settings = await form();
    await user.selectOptions(within(settings).getByLabelText('Provider'), 'deepl');
    // The server refuses DeepL without a key: the form shows its reason.
    mockServer.use(
      http.put('*/api/mt/settings', () => HttpResponse.json({ message: 'DeepL needs an API key' }, { status: 400 }), {
        once: true,
      }),
    );
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('DeepL needs an API key');

    await user.type(within(settings).getByLabelText('API key'), 'abc:fx');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sent.at(-1)).toEqual({
      provider: 'deepl',
      url: null,
      model: null,
      allow_private_network: false,
      api_key: 'abc:fx',
    });

    settings = await form();
    const key = within(settings).getByLabelText('API key') as HTMLInputElement;
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(key.placeholder).toBe('A key is stored: type a new one to replace it');
    // Saving again without typing keeps the key: nothing about it is sent.
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sent.at(-1)).toEqual({ provider: 'deepl', url: null, model: null, allow_private_network: false });
    expect(db.mt.has_key).toBe(true);
  });

  it('asks an OpenAI-compatible server for its model, and turns machine translation off', async () => {
    const user = renderSection();
    const settings = await form();
    await user.selectOptions(within(settings).getByLabelText('Provider'), 'openai');
    await user.type(within(settings).getByLabelText('URL'), 'http://localhost:11434');
    await user.type(within(settings).getByLabelText('Model'), 'llama3.1');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sent.at(-1)).toEqual({
      provider: 'openai',
      url: 'http://localhost:11434',
      model: 'llama3.1',
      allow_private_network: false,
    });

    await user.selectOptions(within(await form()).getByLabelText('Provider'), 'off');
    await user.click(within(await form()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sent.at(-1)).toEqual({ provider: null });
    expect(db.mt.provider).toBeNull();
  });

  it("shows settings made in the server's environment without a form", async () => {
    mockServer.use(
      http.get('*/api/mt/settings', () =>
        HttpResponse.json({
          provider: 'deepl',
          url: null,
          model: null,
          has_key: true,
          allow_private_network: true,
          source: 'environment',
          updated_at: null,
        }),
      ),
    );
    renderSection();
    const note = await screen.findByText("Set by the server's environment");
    expect(note.parentElement?.textContent).toContain('DeepL API, with an API key');
    expect(screen.queryByRole('form', { name: 'Machine translation settings' })).toBeNull();
  });
});

/** A LibreTranslate server an admin saved, without a key. */
const savedLibreTranslate: typeof db.mt = {
  provider: 'libretranslate',
  url: 'http://localhost:5000',
  model: null,
  has_key: false,
  allow_private_network: true,
  source: 'database',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('trying the provider', () => {
  it('translates a sentence with the saved provider and shows how long it took', async () => {
    db.mt = { ...savedLibreTranslate };
    let asked: unknown;
    mockServer.use(
      http.post('*/api/mt/test', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({
          target: 'Le fichier n’a pas pu être enregistré.',
          provider: 'libretranslate',
          milliseconds: 231,
        });
      }),
    );
    const user = renderSection();
    const trial = await screen.findByRole('form', { name: 'Try the provider' });
    // The languages are chosen in the language picker, which names them.
    const target = within(trial).getByLabelText('Target language');
    expect(target.getAttribute('list')).toBe(document.querySelector('datalist')!.id);
    expect(within(trial).getByText('English')).toBeTruthy();
    await user.clear(target);
    await user.type(target, 'fr');
    expect(within(trial).getByText('French')).toBeTruthy();
    await user.click(within(trial).getByRole('button', { name: 'Translate' }));
    expect((await within(trial).findByRole('status')).textContent).toBe(
      'Le fichier n’a pas pu être enregistré. (LibreTranslate, 231 ms)',
    );
    expect(asked).toEqual({ text: 'The file could not be saved.', source_lang: 'en', target_lang: 'fr' });
    // The translation and the note after it are one message: Japanese puts no space between them.
    try {
      await act(() => setLocale('ja', { remember: false }));
      expect((await within(trial).findByRole('status')).textContent).toBe(
        'Le fichier n’a pas pu être enregistré.（LibreTranslate、231 ミリ秒）',
      );
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it("shows the provider's failure in the server's words, and is not offered while machine translation is off", async () => {
    db.mt = { ...savedLibreTranslate };
    const user = renderSection();
    const trial = await screen.findByRole('form', { name: 'Try the provider' });
    await user.click(within(trial).getByRole('button', { name: 'Translate' }));
    expect((await within(trial).findByRole('alert')).textContent).toContain(
      'could not be reached at http://localhost:5000',
    );
    cleanup();
    resetMockDb({ signedInAs: 'admin' });
    renderSection();
    await form();
    expect(screen.queryByRole('form', { name: 'Try the provider' })).toBeNull();
  });
});
