// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface RequestParams {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
    }
    interface Request extends RequestParams {
      /** Builds each request; `context` lives until this request's response. */
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }
    interface Options {
      url: string | string[];
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: Request[];
      timeout?: number;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      non2xx: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
      errors: number;
      timeouts: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
