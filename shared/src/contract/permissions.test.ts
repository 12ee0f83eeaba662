import { describe, expect, it } from 'vitest';
import { can } from './permissions.ts';

const translator = { role: 'user', disabled: false } as const;
const manager = { role: 'manager', disabled: false } as const;
const admin = { role: 'admin', disabled: false } as const;

describe('can(user, permission)', () => {
  it('lets every role translate, edit records and units, and read everything shared with it', () => {
    for (const user of [translator, manager, admin]) {
      for (const permission of ['session', 'document.read', 'document.edit', 'glossary.edit', 'tm.edit'] as const) {
        expect(can(user, permission)).toBe(true);
      }
    }
  });

  it('keeps creating, importing, exporting and deleting resources to managers and admins', () => {
    for (const permission of ['document.manage', 'glossary.manage', 'tm.manage'] as const) {
      expect(can(translator, permission)).toBe(false);
      expect(can(manager, permission)).toBe(true);
      expect(can(admin, permission)).toBe(true);
    }
  });

  it('keeps user administration to admins', () => {
    expect(can(translator, 'users.manage')).toBe(false);
    expect(can(manager, 'users.manage')).toBe(false);
    expect(can(admin, 'users.manage')).toBe(true);
  });

  it('keeps the machine translation provider and its key to admins', () => {
    expect(can(translator, 'mt.manage')).toBe(false);
    expect(can(manager, 'mt.manage')).toBe(false);
    expect(can(admin, 'mt.manage')).toBe(true);
  });

  it("keeps private networks, for a project's repository and webhooks, to admins", () => {
    expect(can(translator, 'network.private')).toBe(false);
    expect(can(manager, 'network.private')).toBe(false);
    expect(can(admin, 'network.private')).toBe(true);
  });

  it('allows nothing to nobody and to a disabled account', () => {
    expect(can(null, 'session')).toBe(false);
    expect(can(undefined, 'document.read')).toBe(false);
    expect(can({ role: 'admin', disabled: true }, 'session')).toBe(false);
  });
});
