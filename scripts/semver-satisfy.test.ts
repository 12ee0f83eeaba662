import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { describe, expect, it } from 'vitest';
import { hostSharedDeclaration } from '../rspack.config.base.ts';
import { satisfy } from './semver-satisfy.ts';

const versions = [
  '19.3.1',
  '19.3.0',
  '19.4.0',
  '20.0.0',
  '18.9.9',
  '19.3.1-rc.1',
  '0.2.3',
  '0.3.0',
  '0.0.4',
  '5',
  '5.108',
];
const ranges = [
  '^19.3.1',
  '^19.3.0',
  '^0.2.1',
  '^0.0.4',
  '<=19.3.1',
  '<=5.0.0',
  '19.3.1',
  '*',
  '',
  '^18.0.0 || ^19.0.0',
];

describe("the shell's semver stand-in", () => {
  it.each(ranges)('agrees with the runtime on %j for every version', (range) => {
    for (const version of versions)
      expect([version, satisfy(version, range)]).toEqual([version, runtimeSatisfy(version, range)]);
  });

  it('accepts every shared module the shell declares at the versions it provides', () => {
    for (const [pkg, { version, requiredVersion }] of Object.entries(hostSharedDeclaration())) {
      if (typeof requiredVersion === 'string') expect([pkg, satisfy(version, requiredVersion)]).toEqual([pkg, true]);
    }
  });

  it('refuses what it cannot read', () => {
    expect(satisfy('', '^1.0.0')).toBe(false);
    expect(satisfy('1.0.0', '^not-a-version')).toBe(false);
  });
});
