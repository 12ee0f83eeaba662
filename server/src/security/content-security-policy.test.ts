import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, remoteOrigins } from './content-security-policy.ts';

describe('the Content-Security-Policy of the front end', () => {
  it('allows scripts, styles and connections from this origin and the origins of remotes served elsewhere', () => {
    const remotes = {
      glossary: '/remotes/glossary/mf-manifest.json',
      tm: 'https://cdn.example.com/tm/mf-manifest.json',
      users: 'https://cdn.example.com/users/mf-manifest.json',
      documents: 'http://127.0.0.1:3002/mf-manifest.json',
    };
    expect(remoteOrigins(remotes)).toEqual(['http://127.0.0.1:3002', 'https://cdn.example.com']);
    const policy = contentSecurityPolicy(remotes);
    expect(policy).toContain("script-src 'self' http://127.0.0.1:3002 https://cdn.example.com;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:3002 https://cdn.example.com;");
    expect(policy).toContain("img-src 'self' data:;");
  });

  it('allows nothing but this origin when every remote is served here', () => {
    expect(contentSecurityPolicy({ users: '/remotes/users/mf-manifest.json' })).toContain("script-src 'self';");
  });
});
