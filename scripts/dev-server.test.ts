import { describe, expect, it } from 'vitest';
import { LOCAL_API, devApiUrl } from './dev-server.ts';

describe("a dev server's API", () => {
  it('is the local server `npm start` runs unless API_URL names another', () => {
    expect(devApiUrl({})).toBe(LOCAL_API);
    expect(LOCAL_API).toBe('http://localhost:8080');
    expect(devApiUrl({ API_URL: 'http://127.0.0.1:9090' })).toBe('http://127.0.0.1:9090');
  });

  it('is none, the msw mock answering in the page, only when MOCK_API=1 asks for it', () => {
    expect(devApiUrl({ MOCK_API: '1' })).toBeUndefined();
    expect(devApiUrl({ MOCK_API: '1', API_URL: 'http://127.0.0.1:9090' })).toBeUndefined();
    expect(devApiUrl({ MOCK_API: '0' })).toBe(LOCAL_API);
  });
});
