import { encode as urlEncode } from 'axios/unsafe/helpers/buildURL.js';
import AxiosUrlSearchParams from 'axios/unsafe/helpers/AxiosURLSearchParams.js';
import { describe, expect, it } from 'vitest';
import UrlSearchParams from './axios-url-search-params.browser.ts';

describe("the browser build's query strings", () => {
  it.each([
    ['words and spaces', { search: 'save the file', page: 2 }],
    ["characters axios escapes or keeps (!'()~:$,[])", { q: "it's (100%) ~done: $5, [a]!" }],
    ['booleans, zero and empty strings', { regex: true, case_sensitive: false, page: 0, q: '' }],
    ['non-Latin text', { q: 'Datei öffnen 保存' }],
    ['a date', { since: new Date('2026-11-24T10:00:00Z') }],
    ['null and undefined', { empty: null, absent: undefined, page: 1 }],
  ])('writes %s as axios does', (_, params) => {
    expect(new UrlSearchParams(params).toString()).toBe(new AxiosUrlSearchParams(params).toString());
    // What axios's URL builder asks for: its own encoding of each name and value.
    expect(new UrlSearchParams(params).toString(urlEncode)).toBe(new AxiosUrlSearchParams(params).toString(urlEncode));
  });

  it('refuses a nested value rather than send it wrong', () => {
    expect(() => new UrlSearchParams({ ids: [1, 2] })).toThrow(/ids/);
  });
});
