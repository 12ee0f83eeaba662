import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the public address (PUBLIC_URL)', () => {
  it('is unset unless given, so links fall back to the request', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
  });

  it('keeps the origin of an http or https address, with or without a final slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Tessera.Example.com/' }).publicUrl).toBe('https://tessera.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
  });

  it('refuses to start with anything else, naming the variable and the value', () => {
    for (const value of [
      'tessera.example.com',
      'ftp://tessera.example.com',
      'https://tessera.example.com/app',
      'https://tessera.example.com/?x=1',
      'https://user:secret@tessera.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(
        `PUBLIC_URL must be the address users open the app at, like https://tessera.example.com, got "${value}"`,
      );
    }
  });
});
