import { describe, expect, it } from 'vitest';
import { listeningUrlIn, startBanner } from './start-banner.ts';

describe('the start banner', () => {
  it('names the URL a process that started the server reads back, for the host it listens on', () => {
    const banner = startBanner({ host: '127.0.0.1', port: 41234, database: 'PostgreSQL', firstAdmin: null });
    expect(listeningUrlIn(`{"msg":"Server listening"}\n${banner}`)).toBe('http://127.0.0.1:41234');
    const everywhere = startBanner({ host: '0.0.0.0', port: 8080, database: 'PostgreSQL', firstAdmin: null });
    expect(listeningUrlIn(everywhere)).toBe('http://localhost:8080');
  });

  it('names no URL before the banner, nor while its line is still arriving', () => {
    const banner = startBanner({ host: '127.0.0.1', port: 41234, database: 'PostgreSQL', firstAdmin: null });
    expect(listeningUrlIn('{"msg":"Server listening"}\n')).toBeUndefined();
    expect(listeningUrlIn(banner.slice(0, banner.indexOf('41234') + 3))).toBeUndefined();
  });
});
