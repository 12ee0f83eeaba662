import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client.ts';

describe('API client in a browser', () => {
  afterEach(() => void vi.restoreAllMocks());

  it('sends a request within the call, without waiting for a cookie to be read', () => {
    // Chromium has a Cookie Store, whose reads answer asynchronously: one that never answers here.
    vi.spyOn(window, 'cookieStore', 'get').mockReturnValue({ get: () => new Promise(() => {}) } as never);
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    void apiRequest({ method: 'PUT', path: '/document/records/1', body: { target: 'Hallo' } }).catch(() => {});
    expect(send).toHaveBeenCalledWith(JSON.stringify({ target: 'Hallo' }));
  });
});
