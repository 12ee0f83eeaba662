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

describe('the longest an API token lasts (API_TOKEN_MAX_DAYS)', () => {
  it('is a year unless given, and at least a day', () => {
    expect(loadConfig({}).apiTokenMaxDays).toBe(365);
    expect(loadConfig({ API_TOKEN_MAX_DAYS: '30' }).apiTokenMaxDays).toBe(30);
    expect(() => loadConfig({ API_TOKEN_MAX_DAYS: '0' })).toThrow('API_TOKEN_MAX_DAYS must be at least 1');
    expect(() => loadConfig({ API_TOKEN_MAX_DAYS: 'forever' })).toThrow(/API_TOKEN_MAX_DAYS/);
  });
});
