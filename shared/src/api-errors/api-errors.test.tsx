import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@tessera/shared/core';
import { setLocale } from '@tessera/shared/i18n';
import { apiErrorCode, apiErrorText, knownApiErrorText, loadApiErrorWords, useApiErrorText } from './index.ts';

// The API client loads the words with the first error answer; these answers are made here.
beforeAll(() => loadApiErrorWords());

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

/** A 400 whose body did not fit the endpoint's schema, its first problem `problem` (contract ValidationProblem). */
const refused = (problem: Record<string, unknown>, ...more: Record<string, unknown>[]) =>
  answer(400, {
    message: `Invalid request: ${String(problem.path)} is wrong`,
    code: 'invalid_request',
    details: [{ message: 'is wrong', ...problem }, ...more.map((other) => ({ message: 'is wrong', ...other }))],
  });

describe("the words for a request's problem", () => {
  const name = { path: 'body.name' };

  it('tell each kind of problem in English with the field and its limit', () => {
    const told = (problem: Record<string, unknown>) => apiErrorText(refused({ ...name, ...problem }));
    expect(told({ kind: 'required' })).toBe('name is required');
    expect(told({ kind: 'too_short', minimum: 1 })).toBe('name needs at least 1 character');
    expect(told({ kind: 'too_short', minimum: 2 })).toBe('name needs at least 2 characters');
    expect(told({ kind: 'too_long', maximum: 1000 })).toBe('name can have at most 1,000 characters');
    expect(told({ kind: 'too_few', minimum: 1 })).toBe('name needs at least 1 entry');
    expect(told({ kind: 'too_many', maximum: 20 })).toBe('name can have at most 20 entries');
    expect(told({ kind: 'too_small', minimum: 1, inclusive: true })).toBe('name must be at least 1');
    expect(told({ kind: 'too_small', minimum: 0, inclusive: false })).toBe('name must be more than 0');
    expect(told({ kind: 'too_big', maximum: 10000, inclusive: true })).toBe('name must be at most 10,000');
    expect(told({ kind: 'too_big', maximum: 1, inclusive: false })).toBe('name must be less than 1');
    expect(told({ kind: 'not_one_of', choices: ['direct'] })).toBe('name must be direct');
    expect(told({ kind: 'not_one_of', choices: ['user', 'manager', 'admin'] })).toBe(
      'name must be one of user, manager, or admin',
    );
    expect(told({ kind: 'invalid_format', format: 'email' })).toBe('name is not a valid email address');
    expect(told({ kind: 'invalid_format', format: 'regex' })).toBe('name is not in the expected form');
    expect(told({ kind: 'wrong_type', expected: 'int' })).toBe('name must be a whole number');
    expect(told({ kind: 'wrong_type', expected: 'tuple' })).toBe('name does not hold the expected kind of value');
    expect(apiErrorText(refused({ path: 'body', kind: 'unknown_keys', keys: ['colour', 'size'] }))).toBe(
      'The request holds fields the server does not take: colour and size',
    );
  });

  it('tell them in the interface language, Arabic with the plural form of the count', async () => {
    await setLocale('de', { remember: false });
    expect(apiErrorText(refused({ ...name, kind: 'required' }))).toBe('„name“ ist erforderlich');
    expect(apiErrorText(refused({ ...name, kind: 'too_long', maximum: 1000 }))).toBe(
      '„name“ darf höchstens 1.000 Zeichen lang sein',
    );
    expect(apiErrorText(refused({ ...name, kind: 'not_one_of', choices: ['user', 'manager', 'admin'] }))).toBe(
      '„name“ muss einer dieser Werte sein: user, manager oder admin',
    );
    await setLocale('ja', { remember: false });
    expect(apiErrorText(refused({ ...name, kind: 'too_short', minimum: 2 }))).toBe(
      '「name」は2文字以上で入力してください',
    );
    await setLocale('ar', { remember: false });
    expect(apiErrorText(refused({ ...name, kind: 'too_short', minimum: 2 }))).toBe(
      'يجب أن يتكون «name» من حرفين على الأقل',
    );
    expect(apiErrorText(refused({ ...name, kind: 'too_short', minimum: 3 }))).toBe(
      'يجب أن يتكون «name» من 3 أحرف على الأقل',
    );
    expect(apiErrorText(refused({ ...name, kind: 'too_short', minimum: 11 }))).toBe(
      'يجب أن يتكون «name» من 11 حرفًا على الأقل',
    );
  });

  it("name the field as the screen does, a list's entry by its list, else by its name in the API", async () => {
    await setLocale('fr', { remember: false });
    const fields = { name: 'Nom du projet', target_langs: 'Langues cibles' };
    expect(apiErrorText(refused({ ...name, kind: 'required' }), { fields })).toBe('« Nom du projet » est obligatoire');
    expect(
      apiErrorText(refused({ path: 'body.target_langs.1', kind: 'invalid_format', format: 'regex' }), { fields }),
    ).toBe('« Langues cibles » n’a pas la forme attendue');
    expect(apiErrorText(refused({ path: 'query.page', kind: 'wrong_type', expected: 'number' }), { fields })).toBe(
      '« page » doit être un nombre',
    );
    expect(
      apiErrorText(refused({ ...name, kind: 'required' }), { locale: 'en', fields: { name: 'Project name' } }),
    ).toBe('Project name is required');
  });

  it('say every problem, joined as the language joins a list, each field named as the screen does', async () => {
    const fields = { name: 'Projektname', target_langs: 'Zielsprachen' };
    const three = refused(
      { ...name, kind: 'required' },
      { path: 'body.target_langs', kind: 'too_few', minimum: 1 },
      { path: 'body.role', kind: 'not_one_of', choices: ['admin'] },
    );
    expect(apiErrorText(three, { locale: 'de', fields })).toBe(
      '„Projektname“ ist erforderlich, „Zielsprachen“ braucht mindestens 1 Eintrag und „role“ muss admin sein',
    );
    await setLocale('es', { remember: false });
    const two = refused({ ...name, kind: 'required' }, { path: 'body.role', kind: 'not_one_of', choices: ['admin'] });
    expect(apiErrorText(two)).toBe('«name» es obligatorio y «role» debe ser admin');
    expect(knownApiErrorText(two)).toBe('«name» es obligatorio y «role» debe ser admin');
  });

  it("say a list's problem once however many of its entries have it", () => {
    const languages = refused(
      { path: 'body.target_langs.0', kind: 'invalid_format', format: 'regex' },
      { path: 'body.target_langs.3', kind: 'invalid_format', format: 'regex' },
    );
    expect(apiErrorText(languages, { fields: { target_langs: 'Target languages' } })).toBe(
      'Target languages is not in the expected form',
    );
  });

  it("tell a problem they do not word among others by the server's text for it, after its field's name", async () => {
    await setLocale('de', { remember: false });
    const mixed = answer(400, {
      message: 'Invalid request: body.name is required',
      code: 'invalid_request',
      details: [
        { path: 'body.name', message: 'is required', kind: 'required' },
        { path: 'body.target_langs', message: 'must not name the source language', kind: 'invalid' },
        { path: 'body', message: 'due must be after start', kind: 'invalid' },
      ],
    });
    expect(apiErrorText(mixed, { fields: { name: 'Name', target_langs: 'Zielsprachen' } })).toBe(
      '„Name“ ist erforderlich, „Zielsprachen“: must not name the source language und due must be after start',
    );
  });

  it("tell only the first problem when another one's words cannot be told apart from the server's message", async () => {
    await setLocale('de', { remember: false });
    const unclear = answer(400, {
      message: 'Invalid request: body.name is required',
      code: 'invalid_request',
      details: [
        { path: 'body.name', message: 'is required', kind: 'required' },
        { path: 'body.to', kind: 'invalid' },
      ],
    });
    expect(apiErrorText(unclear)).toBe('„name“ ist erforderlich');
  });

  it("keep the server's text for a problem they do not word, or one without what its words need", async () => {
    await setLocale('de', { remember: false });
    const ownRule = refused({ path: 'body.to', kind: 'invalid' });
    expect(apiErrorText(ownRule)).toBe('Invalid request: body.to is wrong');
    expect(apiErrorText(refused({ path: 'body.to', kind: 'invalid' }, { path: 'body.from', kind: 'invalid' }))).toBe(
      'Invalid request: body.to is wrong',
    );
    expect(apiErrorText(refused({ ...name, kind: 'too_long' }))).toBe('Invalid request: body.name is wrong');
    expect(apiErrorText(refused({ path: 'body', kind: 'required' }))).toBe('Invalid request: body is wrong');
    expect(apiErrorText(refused({ path: 'body.name' }))).toBe('Invalid request: body.name is wrong');
    const withoutDetails = answer(400, {
      message: 'Invalid request: target_langs must not name the source language',
      code: 'invalid_request',
    });
    expect(apiErrorText(withoutDetails)).toBe('Invalid request: target_langs must not name the source language');
    expect(knownApiErrorText(ownRule)).toBe(undefined);
  });
});
