/**
 * Stands in for axios's request defaults in browser builds (rspack base config alias, as for its fetch adapter):
 * the same settings, with the body transforms our client's calls take (JSON for objects, FormData, files and
 * URLSearchParams as they are) and without axios's form serializers (~1 KB gzip), which turn objects into
 * multipart or url-encoded forms only when a caller sets that content type itself, and no caller does.
 */
import type { AxiosRequestConfig, AxiosRequestHeaders } from 'axios';
import methodList from 'axios/unsafe/core/methodList.js';
import transitionalDefaults from 'axios/unsafe/defaults/transitional.js';

function transformRequest(data: unknown, headers: AxiosRequestHeaders): unknown {
  if (data instanceof FormData || data instanceof Blob || data instanceof ArrayBuffer || data instanceof ReadableStream)
    return data;
  if (ArrayBuffer.isView(data)) return data.buffer;
  if (data instanceof URLSearchParams) {
    headers.setContentType('application/x-www-form-urlencoded;charset=utf-8', false);
    return data.toString();
  }
  const isObject = data !== null && typeof data === 'object';
  if (isObject || String(headers.getContentType() ?? '').includes('application/json')) {
    headers.setContentType('application/json', false);
    return typeof data === 'string' && isJson(data) ? data.trim() : JSON.stringify(data);
  }
  return data;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** JSON answers parsed, anything else as it came (as axios's own transform does with its default settings). */
function transformResponse(this: AxiosRequestConfig, data: unknown): unknown {
  const wantsJson = !this.responseType || this.responseType === 'json';
  if (!wantsJson || typeof data !== 'string' || data === '') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** axios's defaults for every instance: what ./client.ts merges its own settings into. */
const defaults = {
  transitional: transitionalDefaults,
  adapter: ['xhr', 'http', 'fetch'],
  transformRequest: [transformRequest],
  transformResponse: [transformResponse],
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  maxContentLength: -1,
  maxBodyLength: -1,
  env: { FormData, Blob },
  validateStatus: (status: number) => status >= 200 && status < 300,
  headers: {
    common: { Accept: 'application/json, text/plain, */*', 'Content-Type': undefined },
    ...Object.fromEntries(methodList.map((method) => [method, {}])),
  },
};

export default defaults;
