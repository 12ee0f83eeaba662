/** A client of `GET /document/{id}/events` for tests: the stream's events parsed as they come. */
export interface LiveEvent {
  event: string;
  data: unknown;
}

/** An open `GET /document/{id}/events` stream, its events parsed as they come. */
export class LiveConnection {
  readonly events: LiveEvent[] = [];
  /** Resolves when the server ends the stream (not when the test closes it). */
  readonly ended: Promise<void>;
  #end!: () => void;
  readonly #abort = new AbortController();
  #waiters: (() => void)[] = [];

  private constructor() {
    this.ended = new Promise((resolve) => (this.#end = resolve));
  }

  /** Opens the stream with these credentials: `{ cookie }` as a browser, `{ authorization }` as a script. */
  static async open(url: string, headers: { cookie: string } | { authorization: string }): Promise<LiveConnection> {
    const connection = new LiveConnection();
    const response = await fetch(url, { headers, signal: connection.#abort.signal });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/event-stream'))
      throw new Error(`not an event stream: ${response.status} ${type}`);
    void connection.#read(response.body!);
    return connection;
  }

  async #read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of body) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) this.events.push({ event, data: JSON.parse(data) });
          for (const wake of this.#waiters.splice(0)) wake();
        }
      }
      this.#end();
    } catch {
      // Closed by the test.
    }
  }

  /** The first event received after the first `after` events that matches, within two seconds. */
  async next(matches: (event: LiveEvent) => boolean, after = 0): Promise<LiveEvent> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const found = this.events.slice(after).find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** Whether the server ends the stream within `ms`. */
  async endsWithin(ms: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const ended = await Promise.race([this.ended.then(() => true as const), timeout]);
    clearTimeout(timer);
    return ended;
  }

  close() {
    this.#abort.abort();
  }
}
