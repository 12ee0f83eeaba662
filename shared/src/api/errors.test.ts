import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@tessera/shared/core';
import { setLocale } from '@tessera/shared/i18n';
import { loadApiErrorWords } from '@tessera/shared/api-errors';
import { errorMessage, signInFailureMessage } from './errors.ts';

// The API client loads the words with the first error answer; these answers are made here.
beforeAll(() => loadApiErrorWords());

const answer = (status: number, body?: unknown) => new ApiError(status, undefined, body);

describe('errorMessage: what a screen tells the user about a failed call', () => {
  it("passes the server's message on", () => {
    expect(errorMessage(answer(400, { message: 'name is required' }))).toBe('name is required');
    expect(errorMessage(answer(409, { message: 'Already exists' }))).toBe('Already exists');
  });

  it('has plain words for no answer, a missing thing, a refusal and an answer without a message', () => {
    expect(errorMessage(answer(0))).toMatch(/could not be reached/);
    expect(errorMessage(answer(404))).toMatch(/no longer exists/);
    expect(errorMessage(answer(403, { message: 'Forbidden' }))).toBe('You do not have permission to do this.');
    expect(errorMessage(answer(502))).toBe('The server answered with an error (502).');
  });

  it('says in its own words that the session has ended, in the interface language', async () => {
    const ended = answer(401, { message: 'Sign in first', code: 'not_signed_in' });
    expect(errorMessage(ended)).toBe('You are not signed in: sign in again.');
    await setLocale('de', { remember: false });
    expect(errorMessage(ended)).toBe('Sie sind nicht angemeldet: Melden Sie sich erneut an.');
    await setLocale('en', { remember: false });
  });

  it("uses the screen's own words for a missing thing and a conflicting edit", () => {
    const wording = { notFound: 'This segment no longer exists.', conflict: 'Someone else changed this segment.' };
    expect(errorMessage(answer(404), wording)).toBe(wording.notFound);
    expect(errorMessage(answer(409, { message: 'stale' }), wording)).toBe(wording.conflict);
  });

  it('falls back to the error text for anything that is not an API answer', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('???')).toBe('Something went wrong.');
  });
});

describe('signInFailureMessage: why signing in failed', () => {
  it.each([
    ['a wrong password', 401, 'Wrong email or password'],
    ['a disabled account, even though it is a refusal', 403, 'This account is disabled'],
  ])("passes the server's reason on: %s (%i)", (_reason, status, message) => {
    expect(signInFailureMessage(answer(status, { message }))).toBe(message);
  });

  it('has plain words for no answer and for anything that is not an API answer', () => {
    expect(signInFailureMessage(answer(0))).toMatch(/could not be reached/);
    expect(signInFailureMessage(new Error('boom'))).toBe('Signing in failed. Please try again.');
  });
});

describe('in the interface language', () => {
  afterEach(() => setLocale('en', { remember: false }));

  it('words no answer, a refusal, a missing thing and an answer without a message in German', async () => {
    await setLocale('de', { remember: false });
    expect(errorMessage(answer(0))).toBe(
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(signInFailureMessage(answer(0))).toBe(errorMessage(answer(0)));
    expect(errorMessage(answer(403, { message: 'Forbidden', code: 'forbidden' }))).toBe(
      'Dazu fehlt Ihnen die Berechtigung.',
    );
    expect(errorMessage(answer(404, { code: 'not_found', message: 'Not found: GET /api/nothing' }))).toBe(
      'Es existiert nicht mehr; möglicherweise wurde es von jemand anderem gelöscht.',
    );
    expect(errorMessage(answer(502))).toBe('Der Server hat mit einem Fehler geantwortet (502).');
    expect(errorMessage('???')).toBe('Etwas ist schiefgelaufen.');
    expect(signInFailureMessage(new Error('boom'))).toBe(
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });

  it("tells every problem of a refused form in German, with the screen's names for its fields", async () => {
    await setLocale('de', { remember: false });
    const refused = answer(400, {
      code: 'invalid_request',
      message: 'Invalid request: body.name is too long',
      details: [
        { path: 'body.name', message: 'is too long', kind: 'too_long', maximum: 200 },
        { path: 'body.target_langs', message: 'needs an entry', kind: 'too_few', minimum: 1 },
      ],
    });
    expect(errorMessage(refused, { fields: { name: 'Projektname', target_langs: 'Zielsprachen' } })).toBe(
      '„Projektname“ darf höchstens 200 Zeichen lang sein und „Zielsprachen“ braucht mindestens 1 Eintrag',
    );
  });

  it("tells a refusal by its code's words when the code is a specific one, the general words otherwise", async () => {
    await setLocale('de', { remember: false });
    const refusal = (code: string, message: string) => errorMessage(answer(403, { code, message }));
    expect(refusal('comment_not_yours', 'Only its author or an admin can change or delete a comment')).toBe(
      'Nur die verfassende Person oder ein Administrator kann einen Kommentar ändern oder löschen',
    );
    expect(refusal('api_token_read_only', 'This API token is read-only (scope "read")')).toBe(
      'Dieses API-Token darf nur lesen (Bereich „read“)',
    );
    expect(refusal('account_disabled', 'This account is disabled')).toBe('Dieses Konto ist deaktiviert');
    expect(refusal('forbidden', 'Your role does not allow this')).toBe('Dazu fehlt Ihnen die Berechtigung.');
    expect(refusal('something_new', 'A new refusal')).toBe('Dazu fehlt Ihnen die Berechtigung.');
  });

  it("tells a known code in German, a screen's own words for a missing thing staying as they are", async () => {
    await setLocale('de', { remember: false });
    const glossaryGone = answer(404, { code: 'glossary_not_found', message: 'Glossary not found' });
    expect(errorMessage(glossaryGone, { notFound: 'Dieses Glossar gibt es nicht mehr.' })).toBe(
      'Dieses Glossar gibt es nicht mehr.',
    );
    expect(errorMessage(answer(409, { code: 'last_active_admin', message: 'This is the last active admin' }))).toBe(
      'Dies ist der letzte aktive Administrator; machen Sie zuerst einen anderen Benutzer zum Administrator',
    );
    expect(signInFailureMessage(answer(403, { code: 'account_disabled', message: 'This account is disabled' }))).toBe(
      'Dieses Konto ist deaktiviert',
    );
  });

  it("tells a missing thing by its code's words when the catalog knows the code, the screen's own words first", async () => {
    await setLocale('de', { remember: false });
    const glossaryGone = answer(404, { code: 'glossary_not_found', message: 'Glossary not found' });
    expect(errorMessage(glossaryGone)).toBe('Glossar nicht gefunden');
    expect(errorMessage(glossaryGone, { notFound: 'Dieses Glossar gibt es nicht mehr.' })).toBe(
      'Dieses Glossar gibt es nicht mehr.',
    );
    const userIdGone = answer(404, { code: 'user_id_unknown', message: 'No user has the id 7' });
    expect(errorMessage(userIdGone)).toBe(errorMessage(answer(404)));
    expect(errorMessage(answer(404, { code: 'something_new', message: 'Something new is gone' }))).toBe(
      'Es existiert nicht mehr; möglicherweise wurde es von jemand anderem gelöscht.',
    );
  });

  it("keeps the server's text for a code it does not know, or an answer without one", async () => {
    await setLocale('de', { remember: false });
    expect(errorMessage(answer(409, { code: 'something_new', message: 'Something new went wrong' }))).toBe(
      'Something new went wrong',
    );
    expect(errorMessage(answer(400, { message: 'name is required' }))).toBe('name is required');
    expect(signInFailureMessage(answer(429, { code: 'something_new', message: 'Too many attempts' }))).toBe(
      'Too many attempts',
    );
  });
});
