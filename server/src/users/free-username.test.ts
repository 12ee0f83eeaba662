import { expect, it } from 'vitest';
import { Username } from '@tessera/shared/contract';
import { describeWithDatabase } from '../test/harness.ts';
import { freeUsername, insertUser } from './repository.ts';

describeWithDatabase('a free username for an account no person named', (t) => {
  const free = async (wanted: string) => {
    const username = await freeUsername(t.db, wanted);
    expect(Username.safeParse(username).success, `${username} is a username the users screen accepts`).toBe(true);
    return username;
  };

  it('keeps what the contract allows, letters of any script included, and makes the rest fit its length', async () => {
    expect(await free('jo\u0301zef nowak+tessera')).toBe('józefnowaktessera');
    expect(await free('Ünal.Çelik_2')).toBe('Ünal.Çelik_2');
    expect(await free('a')).toBe('a_');
    expect(await free('+++')).toBe('user');
    expect(await free('')).toBe('user');
    expect(await free('x'.repeat(60))).toBe('x'.repeat(40));
  });

  it('adds a random suffix when the name is taken in any case', async () => {
    await insertUser(t.db, { email: 'ana@example.com', username: 'Ana', passwordHash: 'sso', role: 'user' });
    expect(await free('ana')).toMatch(/^ana-[0-9a-f]{4}$/);
    expect(await free('ANA')).toMatch(/^ANA-[0-9a-f]{4}$/);
    await insertUser(t.db, { email: 'user@example.com', username: 'user', passwordHash: 'sso', role: 'user' });
    expect(await free('…')).toMatch(/^user-[0-9a-f]{4}$/);
  });
});
