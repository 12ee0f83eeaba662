/**
 * Machine translation on the real server: an admin sets up a LibreTranslate server (here a local stand-in
 * speaking its documented /translate format, on this machine, which the admin allows) on the users screen, its
 * key never shown again; a translator opens a document and finds the provider's translation of the open segment
 * below its matches, inline codes in place, and inserts it with Ctrl+Alt+M; the target is saved with its codes.
 * While machine translation is off, the editor asks for no segment's suggestion. With a project's quality estimates
 * on, a language model's suggestion shows its score and, on keyboard focus, the errors the model found, and a draft
 * it scored below the project's threshold is flagged in its row (both checked with axe).
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { inlineToken as tok, type Project, type SegmentHistory } from '@tessera/shared/contract';
import { ADMIN, adminApi, answerOf, openAs, signIn, test, appUrl } from './fixtures.ts';
import {
  openAsTranslator,
  openSegment,
  savedRecords,
  segmentTarget as target,
  uploadDocument,
} from './editor-support.ts';

const KEY = `e2e-mt-key-${Math.random().toString(36).slice(2)}`;

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="setup.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="u1"><source>Press <g id="b">Start</g> to begin.</source></trans-unit>
      <trans-unit id="u2"><source>Thank you.</source></trans-unit>
    </body>
  </file>
</xliff>
`;

const TRANSLATIONS: Record<string, string> = {
  'Press <x id="1"/>Start<x id="2"/> to begin.': 'Drücken Sie <x id="1"/>Start<x id="2"/>, um zu beginnen.',
  'Thank you.': 'Danke.',
};

/** A LibreTranslate stand-in on a free port: POST /translate {q: [...], source, target, format, api_key}. */
async function startLibreTranslate() {
  const requests: { q: string[]; source: string; target: string; format: string; api_key?: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const parsed = JSON.parse(body) as (typeof requests)[number];
      requests.push(parsed);
      const ok = request.url === '/translate' && parsed.api_key === KEY;
      response.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          ok ? { translatedText: parsed.q.map((text) => TRANSLATIONS[text] ?? text) } : { error: 'Invalid API key' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('an admin sets up machine translation and a translator inserts its suggestion with Ctrl+Alt+M', async ({
  page,
  browser,
}) => {
  const libre = await startLibreTranslate();
  const api = await adminApi(appUrl());
  try {
    await page.goto('/settings/');
    await signIn(page, ADMIN.email, ADMIN.password);
    const settings = page.getByRole('form', { name: 'Machine translation settings' });
    await settings.getByLabel('Provider').selectOption('libretranslate');
    await settings.getByLabel('URL').fill(libre.url);
    // The stand-in listens on this machine, which the server reaches only when the admin says so.
    await settings.getByLabel(/this server's machine or private network/).check();
    await settings.getByLabel('API key').fill(KEY);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const trial = page.getByRole('form', { name: 'Try the provider' });
    await trial.getByLabel('Text').fill('Thank you.');
    await trial.getByRole('button', { name: 'Translate' }).click();
    await expect(trial.getByRole('status')).toContainText('Danke. (LibreTranslate,');

    // After a reload the screen knows only that a key is stored.
    await page.reload();
    await expect(settings.getByLabel('API key')).toHaveValue('');
    await expect(settings.getByLabel('API key')).toHaveAttribute(
      'placeholder',
      'A key is stored: type a new one to replace it',
    );
    expect(await page.content()).not.toContain(KEY);

    const document = await uploadDocument(api, 'setup.xlf', xliff);
    const context = await browser.newContext();
    const translatorPage = await context.newPage();
    await openAsTranslator(translatorPage, document.id);
    await openSegment(translatorPage, 1);

    const suggestion = translatorPage.getByRole('region', { name: 'Machine translation' });
    await expect(suggestion).toContainText('LibreTranslate');
    await expect(suggestion).toContainText('Drücken Sie');
    await expect(suggestion.getByLabel(/inline code/)).toHaveCount(2);

    await translatorPage.keyboard.press('Control+Alt+m');
    await expect(target(translatorPage, 1)).toContainText('Drücken Sie');
    await translatorPage.keyboard.press('Tab');
    await expect(target(translatorPage, 2)).toBeFocused();

    await expect
      .poll(async () => (await savedRecords(api, document.id))[0]!.target)
      .toBe(`Drücken Sie ${tok(1)}Start${tok(2)}, um zu beginnen.`);
    expect(libre.requests).toContainEqual({
      q: ['Press <x id="1"/>Start<x id="2"/> to begin.'],
      source: 'en',
      target: 'de',
      format: 'html',
      api_key: KEY,
    });
    await context.close();
  } finally {
    // One server serves every spec: machine translation goes back to off.
    await api.put('/api/mt/settings', { data: { provider: null } });
    await api.dispose();
    await libre.close();
  }
});

test('while machine translation is off, segments opened ask for no suggestion and the console stays clean; Ctrl+Enter on an empty target says why nothing happened', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const document = await uploadDocument(api, 'mt-off.xlf', xliff);
  const suggestionsAsked: string[] = [];
  const statusAnswers: unknown[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/document\/records\/\d+\/mt$/.test(new URL(request.url()).pathname))
      suggestionsAsked.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/mt/status')) void response.json().then((body) => statusAnswers.push(body));
  });
  await openAsTranslator(page, document.id);
  // Signed in (the sign-in screen's own 401 aside), the editor logs no error.
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await openSegment(page, 1);
  // The editor asks once whether a provider is configured, and then asks no segment's suggestion.
  await expect.poll(() => statusAnswers).toEqual([{ available: false }]);
  await openSegment(page, 2);
  await openSegment(page, 1);
  await expect(page.getByRole('region', { name: 'Machine translation' })).toHaveCount(0);

  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('status', { name: 'Editor messages' })).toHaveText(
    'An empty target cannot be confirmed: translate the segment first.',
  );
  await expect(target(page, 1)).toBeFocused();
  expect(suggestionsAsked).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await api.dispose();
});

/** An OpenAI-compatible chat stand-in: translates the segment, and annotates it when asked for a quality estimate. */
async function startChatModel() {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: { content: string }[] };
      const annotating = messages[0]!.content.startsWith('You are an annotator for the quality');
      const content = annotating
        ? '{"errors": [{"category": "terminology", "severity": "major", "span": "Start"}]}'
        : TRANSLATIONS[messages.at(-1)!.content.split('Translate this text:\n')[1] ?? ''];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test("a model suggestion shows its quality estimate, the errors found on keyboard focus, and its score stays in the segment's history", async ({
  page,
}) => {
  const model = await startChatModel();
  const api = await adminApi(appUrl());
  try {
    await answerOf(
      api.put('/api/mt/settings', {
        data: { provider: 'openai', url: model.url, model: 'local', allow_private_network: true },
      }),
      200,
    );
    const project = await answerOf<Project>(
      api.post('/api/projects/', { data: { name: `Quality ${Date.now()}`, source_lang: 'en', target_lang: 'de' } }),
      201,
    );
    await answerOf(api.put(`/api/projects/${project.id}/mt-quality`, { data: { enabled: true, threshold: 90 } }), 200);
    const document = await uploadDocument(api, 'quality.xlf', xliff, { project_id: String(project.id) });
    await openAs(page, `/document/${document.id}`, ADMIN);
    await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
    await openSegment(page, 1);

    const suggestion = page.getByRole('region', { name: 'Machine translation' });
    const score = suggestion.getByText('Quality 80');
    await expect(score).toBeVisible();
    const errors = suggestion.getByRole('tooltip');
    await expect(errors).toBeHidden();
    await score.focus();
    await expect(errors).toBeVisible();
    await expect(errors).toHaveText('1 error found: Terminology, major: “Start”');
    await expect(score).toHaveAccessibleDescription('1 error found: Terminology, major: “Start”');

    await page.keyboard.press('Control+Alt+m');
    await expect(target(page, 1)).toContainText('Drücken Sie');
    await page.keyboard.press('Tab');
    await expect
      .poll(async () => (await savedRecords(api, document.id))[0]!.target)
      .toBe(`Drücken Sie ${tok(1)}Start${tok(2)}, um zu beginnen.`);
    const record = (await savedRecords(api, document.id))[0]!;
    const history = await answerOf<SegmentHistory>(api.get(`/api/document/records/${record.id}/history`), 200);
    expect(history.versions[0]!.mt_quality).toEqual({ method: 'gemba-mqm', score: 80 });

    // Saved as a draft below the project's threshold (90), the row flags it while it is the machine's text.
    const marker = page
      .getByRole('row', { name: 'Segment 1' })
      .getByRole('img', { name: "Machine translation, quality 80 of 100, below the project's threshold 90" });
    await expect(marker).toHaveText('MT 80');
    // The next segment's suggestion and its errors, shown on focus, with that row: no serious axe violation.
    await score.focus();
    await expect(errors).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .setLegacyMode()
      .include('section[aria-labelledby^="mt-"]')
      .include('[aria-label="Segment 1"]')
      .analyze();
    expect(axe.violations.filter(({ impact }) => impact === 'critical' || impact === 'serious')).toEqual([]);
  } finally {
    await api.put('/api/mt/settings', { data: { provider: null } });
    await api.dispose();
    await model.close();
  }
});
