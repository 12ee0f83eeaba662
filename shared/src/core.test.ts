/**
 * The one-instance entries (core.ts, ui/Toast.tsx) are what remotes take from the shell, whichever release of the
 * major it runs: a shell of the major's first release provides them under the share keys of its main entry and its
 * kit. So each holds only names that release's entry had; growing them is a major.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from './core.ts';
import * as toast from './ui/Toast.tsx';

type Release = { version: string; added: Record<string, string[]> };
const { releases } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'public-api.json'), 'utf8')) as {
  releases: Release[];
};
const first = releases[0]!;

describe('the one-instance entries', () => {
  it('the core holds only names the main entry of the major’s first release had', () => {
    const missing = Object.keys(core).filter((name) => !first.added['.']!.includes(name));
    expect(first.version).toMatch(/^\d+\.0\.0$/);
    expect(missing).toEqual([]);
  });

  it('the toasts’ entry holds only names the kit of the major’s first release had', () => {
    expect(Object.keys(toast).filter((name) => !first.added['./ui']!.includes(name))).toEqual([]);
  });

  it('the main entry and the kit hand out the very objects of those entries', async () => {
    const main = await import('./index.ts');
    for (const [name, value] of Object.entries(core)) expect(main[name as keyof typeof main], name).toBe(value);
    const kit = await import('./ui/index.ts');
    expect(kit.useToast).toBe(toast.useToast);
    expect(kit.ToastProvider).toBe(toast.ToastProvider);
  });
});
