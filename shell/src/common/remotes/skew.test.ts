import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { VersionSkewError, skewAdvice, versionSkew } from './skew.ts';

const shell = { shared: { '@tessera/shared': '1.4.0', react: '19.3.1' }, federation: '2.9.2' };
const manifest = (
  shared: { name: string; requiredVersion: string | null; singleton?: boolean }[],
  pluginVersion = '2.9.2',
) => ({
  metaData: { pluginVersion },
  shared,
});

describe("a remote's ranges against the shell's versions", () => {
  it('accepts a remote whose every range the shell meets, and ranges it does not declare', () => {
    const remote = manifest([
      { name: '@tessera/shared', requiredVersion: '^1.2.0' },
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'react/jsx-runtime', requiredVersion: null },
      { name: 'left-pad', requiredVersion: '^9.0.0' },
    ]);
    expect(versionSkew('tm', remote, shell, satisfy)).toBeUndefined();
  });

  it('names the remote, the module, its range and the version the shell has', () => {
    const skew = versionSkew('tm', manifest([{ name: '@tessera/shared', requiredVersion: '^2.0.0' }]), shell, satisfy);
    expect(skew).toBeInstanceOf(VersionSkewError);
    expect(skew).toMatchObject({ remote: 'tm', pkg: '@tessera/shared', required: '^2.0.0', provided: '1.4.0' });
    expect(skew!.message).toBe('The tm remote needs @tessera/shared ^2.0.0; this app has 1.4.0');
  });

  it('refuses a remote that needs a newer minor than the shell has', () => {
    const skew = versionSkew('tm', manifest([{ name: '@tessera/shared', requiredVersion: '^1.5.0' }]), shell, satisfy);
    expect(skew?.remoteIsNewer).toBe(true);
  });

  it('leaves to the remote a module it shares without singleton at a range the shell does not meet', () => {
    const remote = manifest([{ name: 'release:@tessera/shared', requiredVersion: '^1.9.0', singleton: false }]);
    const olderShell = { ...shell, shared: { ...shell.shared, 'release:@tessera/shared': '1.4.0' } };
    expect(versionSkew('tm', remote, olderShell, satisfy)).toBeUndefined();
  });

  it('refuses a remote built with another major version of Module Federation, whose runtime it would run on', () => {
    expect(versionSkew('users', manifest([], '3.0.1'), shell, satisfy)).toMatchObject({
      pkg: 'Module Federation',
      required: '3.x',
      provided: '2.9.2',
    });
    expect(versionSkew('users', manifest([], '2.10.0'), shell, satisfy)).toBeUndefined();
  });
});

describe('what the user reads in its place', () => {
  it('says a newer remote needs the app updated, with both versions', () => {
    expect(skewAdvice(new VersionSkewError('tm', '@tessera/shared', '^2.0.0', '1.4.0'), 'screen')).toBe(
      'This screen was built for a newer version of Tessera (needs @tessera/shared ^2.0.0; this app has 1.4.0). ' +
        'Reload, or ask your administrator to update the app.',
    );
  });

  it('says an older remote needs itself updated', () => {
    expect(skewAdvice(new VersionSkewError('tm', '@tessera/shared', '^1.0.0', '2.0.0'), 'section')).toBe(
      'This section was built for an older version of Tessera (needs @tessera/shared ^1.0.0; this app has 2.0.0). ' +
        'Ask your administrator to update the section.',
    );
  });
});
