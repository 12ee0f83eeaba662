// Types of the axios modules ./client.ts imports one by one: axios publishes them (`axios/unsafe/*`) untyped.
declare module 'axios/unsafe/core/Axios.js' {
  export { Axios as default } from 'axios';
}
declare module 'axios/unsafe/cancel/isCancel.js' {
  export { isCancel as default } from 'axios';
}
declare module 'axios/unsafe/core/mergeConfig.js' {
  export { mergeConfig as default } from 'axios';
}
declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosRequestConfig } from 'axios';
  // What axios.create merges every instance's own config into.
  const defaults: AxiosRequestConfig;
  export default defaults;
}
declare module 'axios/unsafe/core/methodList.js' {
  const methods: readonly string[];
  export default methods;
}
declare module 'axios/unsafe/defaults/transitional.js' {
  import type { TransitionalOptions } from 'axios';
  const transitional: TransitionalOptions;
  export default transitional;
}
declare module 'axios/unsafe/helpers/AxiosURLSearchParams.js' {
  // The query-string builder ./axios-url-search-params.browser.ts stands in for.
  export default class AxiosURLSearchParams {
    constructor(params?: object);
    toString(encoder?: (value: string, defaultEncode: (value: string) => string) => string): string;
  }
}
declare module 'axios/unsafe/helpers/buildURL.js' {
  export function encode(value: string): string;
}
