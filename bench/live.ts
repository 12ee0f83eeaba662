/**
 * Live editing under load: E editors (default 200), each with a session and a live connection of its own, on one
 * document served by two API processes sharing one PostgreSQL database (editors alternate between them). Every
 * editor saves its own segment every 2 s for D seconds (default 60); every other editor must hear each save on
 * its live connection. Prints the delay from sending a save to its event at the others (p50 / p95 / p99; also
 * how long the save itself took, and the delay from its answer to the event, which is the fan-out alone), the
 * events lost (a save some editor never heard within 5 s of the end), and each server's peak RSS.
 *
 *   node bench/live.ts                          # 200 editors, 60 s
 *   node bench/live.ts --editors 50 --duration 20
 *
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to create a database of its
 * own, dropped after. The editors run in this process, on the same cores as the servers and the database.
 */
import { loadAverage, option, peakRssMb, percentile, signIn } from './measure.ts';
import { benchDatabase, startApiServer, upload, waitUntilDone, xliff } from './api-server.ts';

const EDITORS = Number(option('editors', '200'));
const DURATION_S = Number(option('duration', '60'));
const SAVE_EVERY_MS = 2000;
const GRACE_MS = 5000;
const PASSWORD = 'live bench password';

interface Editor {
  server: string;
  headers: Record<string, string>;
  segment: { id: number; updated_at: string };
  /** The source's inline codes, in order: a target must keep them. */
  codes: string;
  heard: Map<string, number>;
  stop: AbortController;
}

/** Reads an event stream, noting when each segment version (`target`) arrives. */
async function listen(editor: Editor, documentId: number, opened: () => void): Promise<void> {
  const response = await fetch(`${editor.server}/api/document/${documentId}/events`, {
    headers: editor.headers,
    signal: editor.stop.signal,
  });
  if (!response.ok) throw new Error(`live connection refused: ${response.status}`);
  opened();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const chunk of response.body!) {
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) !== -1) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!block.startsWith('event: record')) continue;
        // Only the version is needed: the bench must not spend the CPU the servers share on parsing whole events.
        const version = /"target":"(Segment \d+ version \d+)/.exec(block)?.[1];
        if (version) editor.heard.set(version, performance.now());
      }
    }
  } catch {
    // Aborted at the end of the run.
  }
}

const database = await benchDatabase('postgres');
const servers = [await startApiServer(database.env), await startApiServer(database.env)];
try {
  const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const admin = await signIn(a.base);
  const { id: documentId } = (await upload(a.base, admin, '/api/document/', {
    name: 'live.xlf',
    content: xliff(EDITORS),
  })) as { id: number };
  await waitUntilDone(a.base, admin, `/api/document/${documentId}`);
  const segments = (
    (await (await fetch(`${a.base}/api/document/${documentId}/records?page=0`, { headers: admin })).json()) as {
      records: { id: number; updated_at: string; source: string }[];
    }
  ).records;
  for (let page = 1; segments.length < EDITORS; page++) {
    const next = (await (
      await fetch(`${a.base}/api/document/${documentId}/records?page=${page}`, { headers: admin })
    ).json()) as { records: { id: number; updated_at: string; source: string }[] };
    segments.push(...next.records);
  }

  console.log(`Signing in ${EDITORS} translators…`);
  const editors: Editor[] = [];
  for (let i = 0; i < EDITORS; i++) {
    const email = `live${i}@tessera.test`;
    const created = await fetch(`${a.base}/api/users/`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, username: `live${i}`, password: PASSWORD, role: 'user' }),
    });
    if (!created.ok) throw new Error(`user not created: ${created.status} ${await created.text()}`);
    const server = i % 2 === 0 ? a.base : b.base;
    const login = await fetch(`${server}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tessera-csrf': '1' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    editors.push({
      server,
      headers: { cookie, 'x-tessera-csrf': '1' },
      segment: segments[i]!,
      codes: (segments[i]!.source.match(/\u0001\d+\u0002/g) ?? []).join(''),
      heard: new Map(),
      stop: new AbortController(),
    });
  }
  await Promise.all(
    editors.map(
      (editor) => new Promise<void>((opened, failed) => void listen(editor, documentId, opened).catch(failed)),
    ),
  );

  console.log(`${EDITORS} editors connected (load average ${loadAverage()}); saving for ${DURATION_S} s…`);
  const sent = new Map<string, { at: number; answered: number; by: number }>();
  const failures: string[] = [];
  const runUntil = performance.now() + DURATION_S * 1000;
  await Promise.all(
    editors.map(async (editor, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / EDITORS) * SAVE_EVERY_MS));
      for (let n = 0; performance.now() < runUntil; n++) {
        const started = performance.now();
        const text = `Segment ${index} version ${n}`;
        const save = { at: started, answered: Infinity, by: index };
        sent.set(text, save);
        const response = await fetch(`${editor.server}/api/document/records/${editor.segment.id}`, {
          method: 'PUT',
          headers: { ...editor.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            target: `${text} ${editor.codes}`,
            approved: false,
            updated_at: editor.segment.updated_at,
          }),
        });
        save.answered = performance.now();
        if (response.ok) editor.segment = (await response.json()) as Editor['segment'];
        else {
          failures.push(`${response.status} ${await response.text()}`);
          sent.delete(text);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, SAVE_EVERY_MS - (performance.now() - started))));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  for (const editor of editors) editor.stop.abort();

  const delays: number[] = [];
  const afterAnswer: number[] = [];
  let lost = 0;
  for (const [target, save] of sent) {
    editors.forEach((editor, index) => {
      if (index === save.by) return;
      const heardAt = editor.heard.get(target);
      if (heardAt === undefined) lost++;
      else {
        delays.push(heardAt - save.at);
        afterAnswer.push(Math.max(0, heardAt - save.answered));
      }
    });
  }
  delays.sort((x, y) => x - y);
  afterAnswer.sort((x, y) => x - y);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(delays, p).toFixed(0));
  const saveTimes = [...sent.values()].map((save) => save.answered - save.at).sort((x, y) => x - y);
  console.log(
    `save answered p50 ${percentile(saveTimes, 50).toFixed(0)} ms, p99 ${percentile(saveTimes, 99).toFixed(0)} ms; event after the save's answer p50 ${percentile(afterAnswer, 50).toFixed(0)} ms, p99 ${percentile(afterAnswer, 99).toFixed(0)} ms`,
  );
  console.log(
    `saves ${sent.size} (refused ${failures.length}${failures[0] ? `, first: ${failures[0].slice(0, 120)}` : ''}), deliveries ${delays.length}`,
  );
  console.log(
    `server peak RSS: ${servers.map((server) => `${peakRssMb(server.child.pid!).toFixed(0)} MB`).join(', ')}; load average ${loadAverage()}`,
  );
  console.log(
    `live: ${EDITORS} editors, 2 processes, save to event p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, lost ${lost}`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
}
