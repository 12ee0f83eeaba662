/**
 * The scale bench's HTTP side: requests spread over the API processes in turn, as a round-robin load balancer in
 * front of them would, and each simulated person's request timed under the name of what it is for.
 */
import { percentile } from './measure.ts';

/** What the bench asks of a route, and what it measured. */
export interface RouteFigures {
  route: string;
  times: number[];
  errors: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
  /** The slowest request, to say where a long tail comes from. */
  slowest: { ms: number; what: string };
}

/** Times and errors per route label. */
export class Timings {
  private readonly byRoute = new Map<string, RouteFigures>();

  private figures(route: string): RouteFigures {
    let figures = this.byRoute.get(route);
    if (!figures)
      this.byRoute.set(route, (figures = { route, times: [], errors: 0, samples: [], slowest: { ms: 0, what: '' } }));
    return figures;
  }

  record(route: string, ms: number, what = ''): void {
    const figures = this.figures(route);
    figures.times.push(ms);
    if (ms > figures.slowest.ms) figures.slowest = { ms, what };
  }

  fail(route: string, message: string): void {
    const figures = this.figures(route);
    figures.errors++;
    if (figures.samples.length < 3) figures.samples.push(message.slice(0, 200));
  }

  get(route: string): RouteFigures | undefined {
    return this.byRoute.get(route);
  }

  all(): RouteFigures[] {
    return [...this.byRoute.values()];
  }
}

/** p50 / p95 / p99 of a route's times, in ms (NaN when it has none). */
export const quantiles = (times: readonly number[]) =>
  times.length === 0
    ? { p50: NaN, p95: NaN, p99: NaN }
    : { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };

let turn = 0;

/** Requests as one signed-in person (or the bench admin), to the API processes in turn. */
export class ApiClient {
  private readonly bases: readonly string[];
  readonly headers: Record<string, string>;
  private readonly timings: Timings | undefined;

  constructor(bases: readonly string[], headers: Record<string, string>, timings?: Timings) {
    this.bases = bases;
    this.headers = headers;
    this.timings = timings;
  }

  /** The next API process's address. */
  base(): string {
    return this.bases[turn++ % this.bases.length]!;
  }

  /**
   * Sends a request and answers its JSON body (its text for a body that is not JSON); throws unless it is a 2xx.
   * With a `label`, its time (to the whole body read) or its failure is recorded under it.
   */
  async send<T>(method: string, path: string, body?: unknown, label?: string): Promise<T> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.base()}${path}`, {
        method,
        headers: body === undefined ? this.headers : { ...this.headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      if (label) this.timings?.record(label, performance.now() - started, `${method} ${path}`);
      return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
    } catch (error) {
      if (label) this.timings?.fail(label, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /** Posts a multipart form (the file last) and answers the JSON of its 2xx answer. */
  async upload<T>(path: string, fields: Record<string, string>, file: { name: string; content: Blob }): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', file.content, file.name);
    const response = await fetch(`${this.base()}${path}`, { method: 'POST', headers: this.headers, body: form });
    const text = await response.text();
    if (!response.ok) throw new Error(`upload to ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

/** Runs `work` on each item, `atOnce` at a time. */
export async function inTurns<Item>(items: readonly Item[], atOnce: number, work: (item: Item) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
}
