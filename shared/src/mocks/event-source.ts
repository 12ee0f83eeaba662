/**
 * An EventSource for DOM tests, whose DOMs have none: it reads the stream with fetch, which msw answers, so a
 * screen under test hears the mock's Server-Sent Events (`GET /user/events`) as the browser's EventSource would
 * hear a real stream. Named events, `open` and `error` (then closed: it does not reconnect), `close()`.
 */
export class FetchEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials: boolean;
  readyState: number = FetchEventSource.CONNECTING;
  readonly #closing = new AbortController();

  constructor(url: string | URL, init: { withCredentials?: boolean } = {}) {
    super();
    this.url = new URL(url, globalThis.location?.href).href;
    this.withCredentials = init.withCredentials ?? false;
    void this.#read();
  }

  close(): void {
    this.readyState = FetchEventSource.CLOSED;
    this.#closing.abort();
  }

  async #read() {
    try {
      const response = await fetch(this.url, {
        headers: { accept: 'text/event-stream' },
        credentials: this.withCredentials ? 'include' : 'same-origin',
        signal: this.#closing.signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(`not an event stream: ${response.status}`);
      this.readyState = FetchEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          this.#dispatch(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      }
      throw new Error('the stream ended');
    } catch {
      if (this.readyState === FetchEventSource.CLOSED) return;
      this.readyState = FetchEventSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    }
  }

  /** One block of the stream: `event:` and `data:` lines; comments (`:`) say nothing. */
  #dispatch(block: string) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) this.dispatchEvent(new MessageEvent(type, { data: data.join('\n') }));
  }
}
