import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatsOf } from './format.ts';
import { INTERFACE_LANGUAGES, activeLocale, directionOf, preferredLocale, setLocale } from './locale.ts';
import { defineMessages, richMessage, type Catalog } from './messages.ts';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
});

const catalog = (messages: Record<string, (values?: Record<string, unknown>) => string>): Catalog => messages;
const loaded = (messages: Catalog) => Promise.resolve({ default: messages });

describe('choosing the interface language', () => {
  it('takes the first of the browser’s languages Tessera has, by region or by base language', () => {
    expect(preferredLocale(['pt-BR', 'ja-JP', 'de'])).toBe('ja');
    expect(preferredLocale(['fr-CA'])).toBe('fr');
    expect(preferredLocale(['pt', 'ko'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('knows the languages written right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
    expect(directionOf('en-XA')).toBe('ltr');
  });

  it('marks the page with the language and its direction', async () => {
    await setLocale('ar', { remember: false });
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await setLocale('en', { remember: false });
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });

  it('ignores a language the interface is not translated into', async () => {
    await setLocale('tlh', { remember: false });
    expect(activeLocale()).toBe('en');
  });
});

describe("an app's messages", () => {
  const shell = defineMessages(
    catalog({ title: () => 'Projects', only: () => 'Only in English' }),
    (locale) => (locale === 'de' ? loaded(catalog({ title: () => 'Projekte' })) : Promise.reject(new Error('none'))),
    () => loaded(catalog({ title: () => '[Ƥŕöĵéçţš one]' })),
  );
  const remote = defineMessages(
    catalog({ count: (v) => `${String(v?.count)} files` }),
    (locale) =>
      locale === 'de' ? loaded(catalog({ count: (v) => `${String(v?.count)} Dateien` })) : Promise.reject(new Error()),
    () => loaded(catalog({})),
  );
  function Shell() {
    const t = shell.useMessages();
    return (
      <p>
        {t('title')} · {t('only')}
      </p>
    );
  }
  function Remote() {
    const t = remote.useMessages();
    return <p>{t('count', { count: 3 })}</p>;
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

  it('stay English in a language an app has no catalog for', async () => {
    await act(() => setLocale('fr', { remember: false }));
    page();
    expect(await screen.findByText('Projects · Only in English')).toBeTruthy();
  });

  it('come pseudo-localised in the pseudo-locale, a message it lacks in English', async () => {
    await act(() => setLocale('en-XA', { remember: false }));
    page();
    expect(await screen.findByText('[Ƥŕöĵéçţš one] · Only in English')).toBeTruthy();
    expect(shell.messagesIn('en')('title')).toBe('Projects');
  });
});

describe('an app loaded while the language changes', () => {
  it('has its catalog in the new language once the change is done', async () => {
    let arrive = () => {};
    const slowShell = defineMessages(
      catalog({ hello: () => 'Hello' }),
      (locale) =>
        locale === 'de'
          ? new Promise((resolve) => (arrive = () => resolve({ default: catalog({ hello: () => 'Hallo' }) })))
          : Promise.reject(new Error()),
      () => loaded(catalog({})),
    );
    const change = setLocale('de', { remember: false });
    // A lazily loaded chunk registers its catalog while the shell's German is still on its way.
    const late = defineMessages(
      catalog({ saved: () => 'Saved' }),
      (locale) => (locale === 'de' ? loaded(catalog({ saved: () => 'Gespeichert' })) : Promise.reject(new Error())),
      () => loaded(catalog({})),
    );
    arrive();
    await change;
    expect(activeLocale()).toBe('de');
    expect([slowShell.messagesIn()('hello'), late.messagesIn()('saved')]).toEqual(['Hallo', 'Gespeichert']);
  });
});

describe('formats', () => {
  const when = new Date(2026, 10, 26, 14, 5);

  it('write dates and numbers as the language does', () => {
    expect(formatsOf('ja').date(when)).toBe('2026/11/26');
    expect(formatsOf('ja').number(1234)).toBe('1,234');
    expect(formatsOf('de').date(when)).toBe('26.11.2026');
    expect(formatsOf('de').number(1234.5)).toBe('1.234,5');
    expect(formatsOf('en').date(when)).toBe('Nov 26, 2026');
    expect(formatsOf('en-XA').date(when)).toBe('Nov 26, 2026');
  });

  it('write sizes, shares, lists, relative times and language names', () => {
    const en = formatsOf('en');
    expect(en.fileSize(820)).toBe('820 bytes');
    expect(en.fileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatsOf('de').fileSize(1.4 * 1024 * 1024)).toBe('1,4 MB');
    expect(en.percent(0.42)).toBe('42%');
    expect(formatsOf('fr').percent(0.42)).toMatch(/^42\s%$/u);
    expect(en.list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(en.relativeTime(when.getTime() - 3 * 60_000, when.getTime())).toBe('3 minutes ago');
    expect(formatsOf('de').relativeTime(when.getTime() + 86_400_000, when.getTime())).toBe('morgen');
    expect(en.languageName('de-AT')).toBe('German (Austria)');
    expect(formatsOf('ja').languageName('de')).toBe('ドイツ語');
  });
});

describe('a message with elements in it', () => {
  it('puts each element where the translation places it', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      key === 'withErrors' ? `Fehler in ${String(values?.shown)} von ${String(values?.total)} Segmenten` : key;
    render(<p data-testid="message">{richMessage(t, 'withErrors', { shown: <strong>3</strong>, total: 10 })}</p>);
    expect(screen.getByTestId('message').innerHTML).toBe('Fehler in <strong>3</strong> von 10 Segmenten');
  });
});

describe('a new interface language', () => {
  it('is one more line in languages.json: offered, chosen from the browser, and loaded from the apps’ catalogs', async () => {
    const list = INTERFACE_LANGUAGES as string[];
    list.push('pt');
    try {
      const app = defineMessages(
        catalog({ files: (v) => `${String(v?.count)} files` }),
        (locale) => (locale === 'pt' ? loaded(catalog({ files: (v) => `${String(v?.count)} arquivos` })) : loaded({})),
        () => loaded({}),
      );
      expect(preferredLocale(['pt-BR', 'en'])).toBe('pt');
      await act(() => setLocale('pt', { remember: false }));
      expect(activeLocale()).toBe('pt');
      expect(app.messagesIn()('files', { count: 2 })).toBe('2 arquivos');
      expect(formatsOf('pt').number(1234.5)).toBe('1.234,5');
    } finally {
      list.pop();
    }
  });
});
