import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@tessera/shared/core';
import { setLocale } from '@tessera/shared/i18n';
import { apiErrorCode, apiErrorText, knownApiErrorText, useApiErrorText } from './index.ts';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
});

/** An error answer of the API as the client throws it. */
const answer = (status: number, body: unknown) => new ApiError(status, undefined, body);

const glossaryGone = answer(404, { message: 'Glossary not found', code: 'glossary_not_found' });

describe('the words for an API error', () => {
  it('tell a known code in the active language', async () => {
    expect(apiErrorText(glossaryGone)).toBe('Glossary not found');
    await setLocale('de', { remember: false });
    expect(apiErrorText(glossaryGone)).toBe('Glossar nicht gefunden');
    expect(apiErrorText(glossaryGone, 'ja')).toBe('Glossary not found');
    await setLocale('ja', { remember: false });
    expect(apiErrorText(glossaryGone)).toBe('用語集が見つかりません');
    expect(apiErrorText(glossaryGone, 'de')).toBe('Glossar nicht gefunden');
  });

  it("show the server's text for a code they do not know, or an answer without one", async () => {
    await setLocale('de', { remember: false });
    const novel = answer(409, { message: 'Something new went wrong', code: 'something_new' });
    expect(apiErrorText(novel)).toBe('Something new went wrong');
    expect(apiErrorText(answer(400, { message: 'Invalid request: body.name is too short' }))).toBe(
      'Invalid request: body.name is too short',
    );
    expect(apiErrorText(answer(502, '<html>Bad gateway</html>'))).toBe('Request failed with status 502');
    expect(apiErrorText(new ApiError(0, undefined, undefined, 'Network Error'))).toBe('Network Error');
  });

  it("put the answer's details in the placeholders, and keep the server's text when they are missing", async () => {
    await setLocale('de', { remember: false });
    const message = 'No user has the id 7';
    expect(apiErrorText(answer(400, { message, code: 'user_id_unknown', details: { user_id: 7 } }))).toBe(
      'Kein Benutzer hat die ID 7',
    );
    expect(apiErrorText(answer(400, { message, code: 'user_id_unknown' }))).toBe(message);
    expect(apiErrorText(answer(400, { message, code: 'user_id_unknown', details: [{ path: 'x' }] }))).toBe(message);
  });

  it("tell only a known code's words when asked for those alone", async () => {
    await setLocale('de', { remember: false });
    expect(knownApiErrorText(glossaryGone)).toBe('Glossar nicht gefunden');
    expect(knownApiErrorText(glossaryGone, 'en')).toBe('Glossary not found');
    expect(knownApiErrorText(answer(409, { message: 'Something new went wrong', code: 'something_new' }))).toBe(
      undefined,
    );
    expect(knownApiErrorText(answer(400, { message: 'No user has the id 7', code: 'user_id_unknown' }))).toBe(
      undefined,
    );
    expect(knownApiErrorText(new Error('Glossary not found'))).toBe(undefined);
  });

  it('give a plain error its message', async () => {
    await setLocale('de', { remember: false });
    expect(apiErrorText(new Error('The file could not be read'))).toBe('The file could not be read');
    expect(apiErrorText('offline')).toBe('offline');
  });

  it('name the code of an API answer, and none for anything else', () => {
    expect(apiErrorCode(glossaryGone)).toBe('glossary_not_found');
    expect(apiErrorCode(answer(500, { message: 'Internal server error' }))).toBeUndefined();
    expect(apiErrorCode(new Error('glossary_not_found'))).toBeUndefined();
  });

  it('follow the locale in a component', async () => {
    function Failure({ error }: { error: unknown }) {
      const errorText = useApiErrorText();
      return <p role="alert">{errorText(error)}</p>;
    }
    render(
      <Suspense fallback="…">
        <Failure error={answer(409, { message: 'This is the last active admin', code: 'last_active_admin' })} />
      </Suspense>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is the last active admin; make another user an admin first',
    );
    await act(() => setLocale('fr', { remember: false }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Il s’agit du dernier administrateur actif ; nommez d’abord un autre utilisateur administrateur',
    );
  });
});
