/**
 * Stands in for axios's query-string builder in browser builds (rspack base config alias, as for its defaults): our
 * client's query parameters are flat (strings, numbers, booleans; absent ones dropped), which this writes as axios
 * does, without the form serializer (~1 KB gzip) axios walks them with to also take nested objects, arrays and files.
 */
type Encoder = (value: string, defaultEncode: (value: string) => string) => string;

const escapes: Record<string, string> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E', '%20': '+' };

function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()~]|%20/g, (match) => escapes[match]!);
}

function written(name: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') throw new TypeError(`The query parameter ${name} is not a string, number or boolean`);
  return String(value);
}

export default class AxiosURLSearchParams {
  private readonly pairs: [string, string][] = [];

  constructor(params?: Record<string, unknown>) {
    for (const [name, value] of Object.entries(params ?? {}))
      if (value !== undefined && value !== null) this.append(name, written(name, value));
  }

  append(name: string, value: string): void {
    this.pairs.push([name, value]);
  }

  toString(encoder?: Encoder): string {
    const write = encoder ? (value: string) => encoder.call(this, value, encode) : encode;
    return this.pairs.map(([name, value]) => `${write(name)}=${write(value)}`).join('&');
  }
}
