/**
 * Stands in for axios's fetch adapter in browser builds (rspack base config alias), the way axios's own
 * `browser` field stands in for its Node http adapter. Our client always gets the XMLHttpRequest adapter
 * (axios's default order is xhr, http, fetch, and every browser has XHR; upload progress needs it too),
 * so the fetch adapter (~3 KB gzip) would only be downloaded, never run.
 */
export const getFetch = (): false => false;
export default false;
