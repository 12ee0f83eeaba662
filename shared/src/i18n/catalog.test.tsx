import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatsOf } from './format.ts';
import { INTERFACE_LANGUAGES, activeLocale, preferredLocale, setLocale } from './locale.ts';
import { defineCatalog, richMessage, type Message, type Translations } from './catalog.ts';
import type { Catalog } from './messages.ts';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
});

const catalog = (messages: Record<string, (values?: Record<string, unknown>) => string>): Catalog => messages;
const loaded = (messages: Catalog) => Promise.resolve({ default: messages });
/** A message as an English catalog exports it: its key and its English. */
const message = (key: string, english: (values?: Record<string, unknown>) => string): Message => ({ [key]: english });
/** A catalog translated into one language, and the pseudo-locale. */
const translatedInto = (locale: string, messages: Catalog, pseudo: Catalog = {}): Translations => ({
  [locale]: () => loaded(messages),
  'en-XA': () => loaded(pseudo),
});

describe("an app's catalog", () => {
  const title = message('title', () => 'Projects');
  const only = message('only', () => 'Only in English');
  const count = message('count', (v) => `${String(v?.count)} files`);
  const shell = defineCatalog({
    de: () => loaded(catalog({ title: () => 'Projekte' })),
    ja: () => Promise.reject(new Error('not found')),
    'en-XA': () => loaded(catalog({ title: () => '[Ƥŕöĵéçţš one]' })),
  });
  const remote = defineCatalog(translatedInto('de', catalog({ count: (v) => `${String(v?.count)} Dateien` })));
  function Shell() {
    const t = shell.useMessages();
    return (
      <p>
        {t(title)} · {t(only)}
      </p>
    );
  }
  function Remote() {
    const t = remote.useMessages();
    return <p>{t(count, { count: 3 })}</p>;
  }
  const page = () =>
    render(
      <Suspense fallback="…">
        <Shell />
        <Remote />
      </Suspense>,
    );

  it('are English at first, and every mounted app changes together once the catalogs are there', async () => {
    page();
    expect(screen.getByText('Projects · Only in English')).toBeTruthy();
    expect(screen.getByText('3 files')).toBeTruthy();
    await act(() => setLocale('de', { remember: false }));
    // A message missing in German is said in English.
    expect(screen.getByText('Projekte · Only in English')).toBeTruthy();
    expect(screen.getByText('3 Dateien')).toBeTruthy();
  });

  it('stay English in a language an app has no catalog for, or whose catalog cannot be loaded', async () => {
    await act(() => setLocale('fr', { remember: false }));
    page();
    expect(await screen.findByText('Projects · Only in English')).toBeTruthy();
    await act(() => setLocale('ja', { remember: false }));
    expect(await screen.findByText('Projects · Only in English')).toBeTruthy();
  });

  it('come pseudo-localised in the pseudo-locale, a message it lacks in English', async () => {
    await act(() => setLocale('en-XA', { remember: false }));
    page();
    expect(await screen.findByText('[Ƥŕöĵéçţš one] · Only in English')).toBeTruthy();
    expect(shell.messagesIn('en')(title)).toBe('Projects');
  });
});

describe('an app loaded while the language changes', () => {
  it('has its catalog in the new language once the change is done', async () => {
    let arrive = () => {};
    const slowShell = defineCatalog({
      de: () => new Promise((resolve) => (arrive = () => resolve({ default: catalog({ hello: () => 'Hallo' }) }))),
    });
    const change = setLocale('de', { remember: false });
    // A lazily loaded chunk registers its catalog while the shell's German is still on its way.
    const late = defineCatalog(translatedInto('de', catalog({ saved: () => 'Gespeichert' })));
    arrive();
    await change;
    expect(activeLocale()).toBe('de');
    const [hello, saved] = [message('hello', () => 'Hello'), message('saved', () => 'Saved')];
    expect([slowShell.messagesIn()(hello), late.messagesIn()(saved)]).toEqual(['Hallo', 'Gespeichert']);
  });
});

describe('a message with elements in it', () => {
  it('puts each element where the translation places it', () => {
    const withErrors = message('withErrors', (v) => `Errors in ${String(v?.shown)} of ${String(v?.total)} segments`);
    const german = (values?: Record<string, unknown>) =>
      `Fehler in ${String(values?.shown)} von ${String(values?.total)} Segmenten`;
    const t = (_message: Message, values?: Record<string, unknown>) => german(values);
    render(<p data-testid="message">{richMessage(t, withErrors, { shown: <strong>3</strong>, total: 10 })}</p>);
    expect(screen.getByTestId('message').innerHTML).toBe('Fehler in <strong>3</strong> von 10 Segmenten');
  });
});

describe('a new interface language', () => {
  it('is one more line in languages.json: offered, chosen from the browser, and loaded from the apps’ catalogs', async () => {
    const list = INTERFACE_LANGUAGES as string[];
    list.push('pt');
    try {
      const files = message('files', (v) => `${String(v?.count)} files`);
      const app = defineCatalog(translatedInto('pt', catalog({ files: (v) => `${String(v?.count)} arquivos` })));
      expect(preferredLocale(['pt-BR', 'en'])).toBe('pt');
      await act(() => setLocale('pt', { remember: false }));
      expect(activeLocale()).toBe('pt');
      expect(app.messagesIn()(files, { count: 2 })).toBe('2 arquivos');
      expect(formatsOf('pt').number(1234.5)).toBe('1.234,5');
    } finally {
      list.pop();
    }
  });
});
