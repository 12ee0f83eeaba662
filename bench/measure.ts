/**
 * What the benches that start a real server share: the bench admin and what /proc says about a
 * process (CPU seconds and memory), which stays fair on a busy machine where wall times do not.
 */
import { once } from 'node:events';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { prng } from '../server/src/test/prng.ts';

/** The first admin the bench starts its server with (TESSERA_ADMIN_EMAIL / TESSERA_ADMIN_PASSWORD). */
export const ADMIN = { email: 'bench@tessera.test', password: 'bench password 12345' };

/** The fields of /proc/<pid>/stat after the command's name (the state first); undefined once the process is gone. */
function statFields(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) a process has used so far, all its threads included; 0 once it is gone. With
 * `children`, also those of its children that have ended and been waited for (an API server's import workers, a
 * PostgreSQL server's closed connections).
 */
export function cpuSeconds(pid: number, { children = false } = {}): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
}

/**
 * CPU seconds of a process and its children, ended or running (one level down: an API server's workers, a
 * PostgreSQL server's connections). A child that ends between two readings moves its time to its parent's count.
 */
export function treeCpuSeconds(pid: number): number {
  const running = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && parentPid(Number(entry)) === pid);
  return running.reduce(
    (sum, child) => sum + cpuSeconds(Number(child), { children: true }),
    cpuSeconds(pid, { children: true }),
  );
}

/** The parent of a process, from /proc; undefined once it is gone. */
export function parentPid(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields && Number(fields[1]);
}

/** The machine's CPU seconds so far, every core's: busy (user, nice, system, interrupts, steal) and in all. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as [number, number, number, number, number, number, number, number];
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / 100, total: (busy + idle + iowait) / 100 };
}

/** A memory figure of /proc/<pid>/status in MB: 'VmRSS' now, 'VmHWM' the peak so far. */
export const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Peak resident memory of a process so far (it only grows, so reading it after a phase covers the phase). */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

/** The value after `--name` on the command line, else `fallback`. */
export function option(name: string, fallback: string): string {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1]! : fallback;
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Headers of a signed-in request (session cookie and the CSRF header, and `headers`, sent with the sign-in too), of
 * the bench admin unless `account` says. A server just started may not have created its first admin yet: a refusal
 * (401) is retried for ten seconds.
 */
export async function signIn(
  base: string,
  account: { email: string; password: string } = ADMIN,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-tessera-csrf': '1' },
      body: JSON.stringify(account),
    });
    if (response.status !== 401 || attempt >= 50) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...headers, cookie, 'x-tessera-csrf': '1' };
}

// ---------- synthetic English of the matching benches (tm-match, pretranslate) ----------

/** Function words and everyday UI words: the most frequent words of the vocabulary. */
export const COMMON_WORDS =
  `the a to of and in is for on with your you this that it be are as at by from or can will not all
file click button save open settings account user password data report page window menu option select enter change
update delete create new print export import document folder system server network connection error message warning
before after when if then again each every other more less first last check confirm cancel close restart install`.split(
    /\s+/,
  );
const SYLLABLES = `ka lo mi nu re sa ti vo xe zu bra cle dri fro glu pla qui stro tve wha yel jor kim dax pev ruk sol
tan ber gom hix lan per dos mun tral vek`.split(/\s+/);

/** ~30k words: the common ones first (most frequent), then coined ones; picked with a Zipf-like skew. */
export function vocabulary(common: readonly string[] = COMMON_WORDS): string[] {
  const random = prng(7);
  const words = new Set(common);
  while (words.size < 30_000) {
    const syllables = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length: syllables }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}
const WORDS = vocabulary();

/** A word of the vocabulary, the frequent ones far more often (index ~ random³). */
export const pickWord = (random: () => number) => WORDS[Math.floor(WORDS.length * random() ** 3)]!;

/** 3-60 words, most 6-25. */
function sentenceLength(random: () => number): number {
  return Math.min(60, 3 + Math.floor(-Math.log(1 - random()) * 12));
}

/** The words of a sentence of the vocabulary (`length` of them, or a realistic length). */
export function sentence(random: () => number, length = sentenceLength(random)): string[] {
  return Array.from({ length }, () => pickWord(random));
}

/** Replaces, inserts or deletes 1-4 words: a near-duplicate of `words`. */
export function edit(random: () => number, words: readonly string[]): string[] {
  const edited = [...words];
  const edits = 1 + Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * edited.length);
    const kind = random();
    if (kind < 0.6 || edited.length < 3) edited[at] = pickWord(random);
    else if (kind < 0.8) edited.splice(at, 0, pickWord(random));
    else edited.splice(at, 1);
  }
  return edited;
}

/** Words as a sentence: capitalised, ending with a full stop. */
export const text = (words: readonly string[]) => {
  const joined = words.join(' ');
  return `${joined[0]!.toUpperCase()}${joined.slice(1)}.`;
};

/** An XLIFF 1.2 file (English to German) of these sources, targets empty. */
export const xliffOf = (sources: readonly string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="bench" source-language="en" target-language="de" datatype="plaintext"><body>\n' +
  sources.map((source, i) => `<trans-unit id="${i}"><source>${source}</source></trans-unit>`).join('\n') +
  '\n</body></file></xliff>\n';

/**
 * A TMX 1.4 file (English to German) of these sources, each target "Übersetzung <n>: <source>", streamed to `path`
 * in chunks of about 1 MB so that a TM of a million units never stands in memory as one string.
 */
export async function writeTmx(path: string, sources: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header creationtool="bench" creationtoolversion="1" segtype="sentence" o-tmf="bench" adminlang="en" srclang="en" datatype="plaintext"/><body>\n',
  );
  let chunk = '';
  let i = 0;
  for (const source of sources) {
    chunk += `<tu changeid="bench"><tuv xml:lang="en"><seg>${source}</seg></tuv><tuv xml:lang="de"><seg>Übersetzung ${i++}: ${source}</seg></tuv></tu>\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(`${chunk}</body></tmx>\n`);
  out.end();
  await once(out, 'finish');
}

/**
 * The value below which p percent of `values` fall (nearest rank, rounded down); NaN when there are none. Every
 * bench's percentiles are this one, so that their figures compare.
 */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * Runs `lookup` on each item, one after another, timing each: the answers and the milliseconds each took.
 * `between` runs after each lookup, outside its time.
 */
export async function timeEach<Item, Answer>(
  items: readonly Item[],
  lookup: (item: Item) => Promise<Answer>,
  between: () => Promise<void> = async () => {},
): Promise<{ answers: Answer[]; times: number[] }> {
  const answers: Answer[] = [];
  const times: number[] = [];
  for (const item of items) {
    const startedAt = performance.now();
    answers.push(await lookup(item));
    times.push(performance.now() - startedAt);
    await between();
  }
  return { answers, times };
}

/** A response's JSON body; throws with the URL, status and body unless it is a 2xx. */
export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A request to the API at `base` with these (signed-in) headers, its body sent as JSON: the JSON answer. */
export const apiSender =
  (base: string, headers: Record<string, string>) =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    json<T>(
      await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
