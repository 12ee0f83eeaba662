// @vitest-environment node
// Node's Blob and FormData are the standard ones axios recognises by name, as a browser's are.
import { AxiosHeaders } from 'axios';
import axiosDefaults from 'axios/unsafe/defaults/index.js';
import { describe, expect, it } from 'vitest';
import defaults from './axios-defaults.browser.ts';

type Transform = (this: unknown, data: unknown, headers: AxiosHeaders) => unknown;

/** A body through one set of defaults' request transform: what is sent, and the content type it set. */
function sent(from: { transformRequest?: unknown }, body: unknown) {
  const headers = new AxiosHeaders();
  const [transform] = from.transformRequest as Transform[];
  return { data: transform!.call(from, body, headers), contentType: headers.getContentType() };
}

describe("the browser build's axios defaults", () => {
  const form = new FormData();
  form.append('name', 'Main');
  const file = new Blob(['a;b']);
  const query = new URLSearchParams({ q: 'kite' });

  it.each([
    ['an object', { name: 'Main', tags: ['a'] }],
    ['an array', [1, 2]],
    ['FormData', form],
    ['a file', file],
    ['URLSearchParams', query],
    ['a JSON string', ' {"a":1} '],
    ['no body', undefined],
  ])("send %s as axios's own do", (_, body) => {
    expect(sent(defaults, body)).toEqual(sent(axiosDefaults, body));
  });

  it("read an answer as axios's own do: JSON parsed, anything else as it came", () => {
    const read = (from: { transformResponse?: unknown }, data: unknown, responseType?: string) =>
      (from.transformResponse as ((this: unknown, data: unknown) => unknown)[])[0]!.call(
        { ...from, responseType },
        data,
      );
    for (const [data, responseType] of [['{"a":1}'], ['not json'], [''], ['{"a":1}', 'text'], ['[1]', 'json']])
      expect(read(defaults, data, responseType)).toEqual(read(axiosDefaults, data, responseType));
  });

  it('keep every setting of axios but the transforms', () => {
    const settings = (from: object) =>
      Object.fromEntries(Object.entries(from).filter(([key]) => !key.startsWith('transform') && key !== 'env'));
    expect(JSON.stringify(settings(defaults))).toEqual(JSON.stringify(settings(axiosDefaults)));
  });
});
