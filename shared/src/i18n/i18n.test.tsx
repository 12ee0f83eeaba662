import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatsOf } from './format.ts';
import {
  INTERFACE_LANGUAGES,
  activeLocale,
  directionOf,
  isInterfaceLocale,
  preferredLocale,
  setLocale,
} from './locale.ts';
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

  it('shows the developer languages when chosen, and offers neither', async () => {
    for (const developer of ['en-XA', 'en-XR']) {
      expect(isInterfaceLocale(developer)).toBe(true);
      expect(INTERFACE_LANGUAGES).not.toContain(developer);
      await setLocale(developer, { remember: false });
      expect([activeLocale(), document.documentElement.lang]).toEqual([developer, developer]);
    }
  });

  it('ignores a language the interface is not translated into', async () => {
    await setLocale('tlh', { remember: false });
    expect(activeLocale()).toBe('en');
  });
});

describe('the keyed form of catalogs, which remotes of earlier releases define', () => {
  const shell = defineMessages(
    catalog({ title: () => 'Projects', only: () => 'Only in English' }),
    (locale) => (locale === 'de' ? loaded(catalog({ title: () => 'Projekte' })) : Promise.reject(new Error('none'))),
    () => loaded(catalog({ title: () => '[Ƥŕöĵéçţš one]' })),
  );
  function Shell() {
    const t = shell.useMessages();
    return (
      <p>
        {t('title')} · {t('only')}
      </p>
    );
  }

  it('says a message by key, in English until a change of language has loaded the catalog, English where it lacks one', async () => {
    render(
      <Suspense fallback="…">
        <Shell />
      </Suspense>,
    );
    expect(screen.getByText('Projects · Only in English')).toBeTruthy();
    await act(() => setLocale('de', { remember: false }));
    expect(screen.getByText('Projekte · Only in English')).toBeTruthy();
    await act(() => setLocale('fr', { remember: false }));
    expect(await screen.findByText('Projects · Only in English')).toBeTruthy();
    expect(shell.messagesIn('de')('title')).toBe('Projekte');
  });

  it('puts each element where the translation places it', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      key === 'withErrors' ? `Fehler in ${String(values?.shown)} von ${String(values?.total)} Segmenten` : key;
    render(<p data-testid="message">{richMessage(t, 'withErrors', { shown: <strong>3</strong>, total: 10 })}</p>);
    expect(screen.getByTestId('message').innerHTML).toBe('Fehler in <strong>3</strong> von 10 Segmenten');
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
