/**
 * `node bench/document-screen.ts [--segments 50000] [--no-build]`: does the document screen stay smooth on a
 * large document (the segment list stays smooth on 50k segments)? Generates an XLIFF 1.2 of N
 * trans-units (inline g/x codes, a target on every third unit), starts the composed app (server with its
 * embedded PGlite database + shell + documents remote), uploads the file, then drives Chromium like a
 * translator and prints, for each step, the wall time until the list shows the answer and the longest
 * main-thread task (Long Tasks API; 0 = no task over 50 ms, i.e. nothing the user can feel as jank):
 *   open the document (the virtualised grid), Go to segment (Ctrl+G) to the middle and the end, Ctrl+Enter to the
 *   next segment (x10, and across the server's page of 100), the "New" status filter, a search that matches ~1% of
 *   segments and one that matches none, a deep page of the filtered list.
 * The document has a glossary whose terms occur in every segment, and the Terms tab is open while Ctrl+Enter is
 * timed: a step ends once the caret is in the next segment, its term hits are on screen (underlined in its source
 * and listed in the Terms tab) and the saved segment's QA results are in its row (its target, the source copied,
 * is the same as the source and leaves the terms untranslated: warnings, so nothing asks before approving).
 * Search times include the screen's 300 ms typing debounce (printed apart). The figures are wall times on
 * whatever machine runs it: the script also prints the load average and the server's CPU seconds.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/chromium.ts';
import { ADMIN, buildApp, ensureBuilt, startComposedApp } from '../e2e/federation-support.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const name = process.argv[i]!.replace(/^--/, '');
  const value = process.argv[i + 1];
  if (value !== undefined && !value.startsWith('--')) {
    args.set(name, value);
    i++;
  } else {
    args.set(name, '');
  }
}
const SEGMENTS = Number(args.get('segments') ?? 50_000);
const APPS = ['shell', 'remotes/documents'];
const SEARCH_DEBOUNCE_MS = 300;

const WORDS =
  'save open file print window document folder settings account report page menu option select change update'.split(
    ' ',
  );
/** Glossary terms: 9 of the 16 words, so each segment (8 of them) has at least one. */
const TERMS: [source: string, target: string][] = [
  ['save', 'speichern'],
  ['open', 'öffnen'],
  ['file', 'Datei'],
  ['print', 'drucken'],
  ['window', 'Fenster'],
  ['document', 'Dokument'],
  ['folder', 'Ordner'],
  ['settings', 'Einstellungen'],
  ['account', 'Konto'],
];

/** Unit i: a sentence with a paired and a standalone code; every third one translated; 1 in 100 says "zebra". */
function makeXliff(units: number): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n',
    '<file original="big.properties" source-language="en" target-language="de" datatype="plaintext"><body>\n',
  ];
  for (let i = 1; i <= units; i++) {
    const words = Array.from({ length: 8 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
    const rare = i % 100 === 50 ? ' zebra' : '';
    const source = `Segment ${i}: ${words}${rare} <g id="1">bold</g> end<x id="2"/>`;
    const target =
      i % 3 === 1
        ? `\n  <target state="translated">Segment ${i}: übersetzt <g id="1">fett</g> Ende<x id="2"/></target>`
        : '';
    parts.push(`<trans-unit id="u${i}">\n  <source>${source}</source>${target}\n</trans-unit>\n`);
  }
  parts.push('</body></file>\n</xliff>\n');
  return parts.join('');
}

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Runs an action and waits until the page shows its result; returns wall ms and the longest task during it. */
async function measure(page: Page, action: () => Promise<unknown>, shown: () => Promise<unknown>) {
  await page.evaluate(() => ((window as unknown as { longest: number }).longest = 0));
  const start = performance.now();
  await action();
  await shown();
  const ms = performance.now() - start;
  // Long tasks are reported after they end: give the observer a frame to deliver them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  return { ms, longest };
}

const ROWS = '[aria-label="Segment rows"] [role="row"]';
const firstRowIs = (page: Page, label: string) =>
  page.waitForFunction(
    ([rows, name]) => document.querySelector(rows!)?.getAttribute('aria-label') === name,
    [ROWS, label],
    { polling: 'raf' },
  );
const caretIn = (page: Page, n: number) =>
  page.waitForFunction(
    (name) => document.activeElement?.getAttribute('aria-label') === name,
    `Target of segment ${n}`,
    { polling: 'raf' },
  );

/**
 * Ctrl+Enter on segment `n` is done when the caret is in segment n + 1, whose term hits are underlined in its source
 * and listed in the Terms tab (each item's id names its record), and segment n's row shows the saved QA results.
 */
const nextSegmentReady = (page: Page, n: number, nextRecordId: number) =>
  page.waitForFunction(
    ([next, saved, recordId]) => {
      if (document.activeElement?.getAttribute('aria-label') !== `Target of segment ${next}`) return false;
      const row = (number: number) => document.querySelector(`[role="row"][aria-label="Segment ${number}"]`);
      const underlined = row(next!)?.querySelector('mark[data-term]');
      const listed = document.getElementById(`term-${recordId}-1`);
      // "Saved" shows once the server's answer, QA findings included, replaced the row's record.
      const answered = document.querySelector(`[aria-label="Status of segment ${saved}"]`)?.textContent;
      const qa = row(saved!)?.querySelector('[role="img"][aria-label*="QA"]');
      return Boolean(underlined && listed && answered?.includes('Saved') && qa);
    },
    [n + 1, n, nextRecordId],
    { polling: 'raf' },
  );

function report(step: string, result: { ms: number; longest: number }, note = '') {
  console.log(
    `${step.padEnd(58)} ${result.ms.toFixed(0).padStart(6)} ms   longest task ${result.longest.toFixed(0).padStart(4)} ms${note}`,
  );
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('this bench needs Chromium (install Debian chromium or set CHROMIUM_PATH)');
  if (args.has('no-build')) ensureBuilt(APPS);
  else for (const app of APPS) buildApp(app);

  const xliff = makeXliff(SEGMENTS);
  const app = await startComposedApp({ documents: '/remotes/documents/mf-manifest.json' });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    console.log(`load average before: ${loadAverage()}`);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const signIn = await context.request.post(`${app.url}/api/auth/login`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'x-tessera-csrf': '1' },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);

    const cpuBefore = cpuSeconds(app.process.pid!);
    const importStart = performance.now();
    const upload = await context.request.post(`${app.url}/api/document/`, {
      multipart: { file: { name: 'big.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff) } },
      headers: { 'x-tessera-csrf': '1' },
    });
    if (upload.status() !== 202) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
    const id = ((await upload.json()) as { id: number }).id;
    for (;;) {
      const document = (await (await context.request.get(`${app.url}/api/document/${id}`)).json()) as {
        status: string;
        records_count: number;
      };
      if (document.status === 'error') throw new Error('import failed');
      if (document.status === 'done') {
        console.log(
          `import of ${document.records_count.toLocaleString('en')} segments (${(xliff.length / 1e6).toFixed(1)} MB, embedded PGlite): ` +
            `${((performance.now() - importStart) / 1000).toFixed(1)} s wall, server ${(cpuSeconds(app.process.pid!) - cpuBefore).toFixed(1)} CPU s\n`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // The document's glossary: terms that occur in its segments, so each segment opened has hits to show.
    const csrf = { 'x-tessera-csrf': '1' };
    const glossary = await context.request.post(`${app.url}/api/glossary/`, {
      data: { name: 'Bench terms', source_lang: 'en', target_lang: 'de' },
      headers: csrf,
    });
    if (!glossary.ok()) throw new Error(`glossary failed: ${glossary.status()} ${await glossary.text()}`);
    const glossaryId = ((await glossary.json()) as { id: number }).id;
    for (const [source, target] of TERMS) {
      const term = await context.request.post(`${app.url}/api/glossary/${glossaryId}/records`, {
        data: { source, target },
        headers: csrf,
      });
      if (!term.ok()) throw new Error(`term failed: ${term.status()} ${await term.text()}`);
    }
    const linked = await context.request.put(`${app.url}/api/document/${id}/glossaries`, {
      data: { glossaries: [{ id: glossaryId }] },
      headers: csrf,
    });
    if (!linked.ok()) throw new Error(`glossary link failed: ${linked.status()} ${await linked.text()}`);
    /** The record id of segment `n` (the Terms tab names its items by record). */
    const recordIdOf = async (n: number) => {
      const answer = await context.request.get(
        `${app.url}/api/document/${id}/records?page=${Math.floor((n - 1) / 100)}`,
      );
      const { records } = (await answer.json()) as { records: { id: number; position: number }[] };
      const record = records.find((candidate) => candidate.position === n - 1);
      if (!record) throw new Error(`segment ${n} not found`);
      return record.id;
    };

    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = window as unknown as { longest: number };
      state.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longest = Math.max(state.longest, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const serverCpuAtStart = cpuSeconds(app.process.pid!);

    // A first visit loads the shell and remote code; the second open is what a translator sees day to day.
    const firstRow = () => page.getByRole('row', { name: 'Segment 1', exact: true }).waitFor();
    await page.goto(`${app.url}/document/${id}`);
    await firstRow();
    report(
      'open the document (warm code cache)',
      await measure(page, () => page.goto(`${app.url}/document/${id}`), firstRow),
    );
    const rows = await page.locator(ROWS).count();
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`  rows in the DOM: ${rows}, elements on the page: ${nodes.toLocaleString('en')}`);

    const goTo = async (n: number) => {
      await page.keyboard.press('Control+g');
      await page.keyboard.type(String(n));
      await page.keyboard.press('Enter');
    };
    for (const n of [Math.floor(SEGMENTS / 2), SEGMENTS])
      report(
        `Go to segment ${n.toLocaleString('en')} (Ctrl+G)`,
        await measure(
          page,
          () => goTo(n),
          () => caretIn(page, n),
        ),
      );

    // The source's inline codes must be in the target: copy the source (Ctrl+Shift+S), as a translator starting from it would.
    const start = Math.floor(SEGMENTS / 2 / 100) * 100 + 41;
    await goTo(start);
    await caretIn(page, start);
    await page.getByRole('tab', { name: 'Terms' }).click();
    await page.getByRole('list', { name: 'Glossary terms' }).waitFor();
    await page.getByLabel(`Target of segment ${start}`).focus();
    const times: number[] = [];
    let longest = 0;
    for (let n = start; n < start + 10; n++) {
      const nextRecordId = await recordIdOf(n + 1);
      await page.keyboard.press('Control+Shift+S');
      const step = await measure(
        page,
        () => page.keyboard.press('Control+Enter'),
        () => nextSegmentReady(page, n, nextRecordId),
      );
      times.push(step.ms);
      longest = Math.max(longest, step.longest);
    }
    times.sort((x, y) => x - y);
    report(
      'Ctrl+Enter: next segment, its terms, QA (median of 10)',
      { ms: times[5]!, longest },
      `   worst ${times.at(-1)!.toFixed(0)} ms`,
    );
    const pageEnd = start + 59;
    const afterPageEnd = await recordIdOf(pageEnd + 1);
    await goTo(pageEnd);
    await caretIn(page, pageEnd);
    await page.keyboard.press('Control+Shift+S');
    report(
      `Ctrl+Enter on ${pageEnd} (page end): next, terms, QA`,
      await measure(
        page,
        () => page.keyboard.press('Control+Enter'),
        () => nextSegmentReady(page, pageEnd, afterPageEnd),
      ),
    );

    // Back at the top, as after opening: the filters below start from the first row.
    await goTo(1);
    await caretIn(page, 1);
    // Units without a target and without a state are "new" (the segment status vocabulary).
    report(
      'filter "New"',
      await measure(
        page,
        () => page.getByLabel('Show').selectOption('new'),
        () => firstRowIs(page, 'Segment 2'),
      ),
    );
    const lastPage = Math.ceil((SEGMENTS * 2) / 3 / 100) - 1;
    const apiStart = performance.now();
    const deep = await context.request.get(`${app.url}/api/document/${id}/records?page=${lastPage}&filter=new`);
    if (!deep.ok()) throw new Error(`records page failed: ${deep.status()}`);
    report(`API only: last page (${lastPage + 1}) of "New"`, { ms: performance.now() - apiStart, longest: 0 });
    await page.getByLabel('Show').selectOption('all');
    await firstRowIs(page, 'Segment 1');

    const search = page.getByLabel('Find');
    const debounce = ` (incl. ${SEARCH_DEBOUNCE_MS} ms debounce)`;
    const searches: [step: string, text: string, shown: () => Promise<unknown>][] = [
      ['search "zebra" (1% of segments)', 'zebra', () => firstRowIs(page, 'Segment 50')],
      ['search "nothing-matches"', 'nothing-matches', () => page.getByText('No segment matches').waitFor()],
      ['clear the search', '', () => firstRowIs(page, 'Segment 1')],
    ];
    for (const [step, text, shown] of searches)
      report(step, await measure(page, () => search.fill(text), shown), debounce);

    const heap = await page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );
    console.log(
      `\npage JS heap after the session: ${(heap / 1e6).toFixed(1)} MB; server CPU during the session: ${(cpuSeconds(app.process.pid!) - serverCpuAtStart).toFixed(1)} s`,
    );
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
