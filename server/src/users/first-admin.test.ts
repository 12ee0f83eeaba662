import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { ensureFirstAdmin } from './first-admin.ts';

describeWithPostgresToo('first admin', (t) => {
  it('is created once on an empty database, from the given credentials or with a generated password', async () => {
    const created = await ensureFirstAdmin(t.db, { email: 'Boss@Example.com', password: 'the boss password' });
    expect(created).toEqual({ email: 'boss@example.com', generatedPassword: undefined });
    const boss = await t.signInAs('boss@example.com', 'the boss password');
    expect(boss.user).toMatchObject({ role: 'admin', username: 'admin', disabled: false });
    expect(await ensureFirstAdmin(t.db, {})).toBeUndefined();

    await t.db.deleteFrom('users').execute();
    const generated = await ensureFirstAdmin(t.db, {});
    expect(generated?.email).toBe('admin@tessera.local');
    expect(generated?.generatedPassword).toMatch(/^[\w-]{16,}$/);
    await t.signInAs('admin@tessera.local', generated!.generatedPassword!);
  });

  it('refuses credentials from the environment that the users screen would refuse', async () => {
    await t.db.deleteFrom('users').execute();
    await expect(ensureFirstAdmin(t.db, { email: 'not an email', password: 'the boss password' })).rejects.toThrow(
      /^TESSERA_ADMIN_EMAIL must be a valid email/,
    );
    await expect(ensureFirstAdmin(t.db, { email: 'a@b.co', password: 'short' })).rejects.toThrow(
      /^TESSERA_ADMIN_PASSWORD must be at least 10/,
    );
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
