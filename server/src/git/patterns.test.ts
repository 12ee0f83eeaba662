import { describe, expect, it } from 'vitest';
import { effectivePatterns, PatternsError } from './patterns.ts';

const requested = {
  files: [{ source: 'src/locales/en.json', translation: 'src/locales/{lang}.json' }],
  languages: {},
  ignore: [],
};

describe('the patterns in force', () => {
  it("takes the repository's tessera.yml over the request's patterns, with its languages and ignores", () => {
    const file = Buffer.from(`
url: https://tessera.example.com
project: 4
files:
  - source: res/values/strings.xml
    translation: res/values-{lang}/strings.xml
languages:
  pt-BR: b+pt+BR
ignore:
  - res/values/donottranslate.xml
`);
    expect(effectivePatterns(file, requested)).toEqual({
      files: [{ source: 'res/values/strings.xml', translation: 'res/values-{lang}/strings.xml' }],
      languages: { 'pt-BR': 'b+pt+BR' },
      ignore: ['res/values/donottranslate.xml'],
      files_from: 'tessera.yml',
    });
  });

  it("uses the request's patterns where the repository has no tessera.yml", () => {
    expect(effectivePatterns(undefined, requested)).toEqual({ ...requested, files_from: 'request' });
  });

  it.each([
    ['files: [', /tessera.yml is not valid YAML/],
    ['files: []', /tessera.yml: files/],
    ['files:\n  - source: "../secret/*.json"\n    translation: "x/{lang}.json"', /leaves its folder/],
    ['files:\n  - source: "a/*.json"\n    translation: "a/fixed.json"', /has no \{lang\}/],
  ])('refuses a tessera.yml of %j, naming the setting', (text, message) => {
    expect(() => effectivePatterns(Buffer.from(text), requested)).toThrow(message);
  });

  it('asks for patterns when neither the request nor the repository gives any', () => {
    expect(() => effectivePatterns(undefined, { files: [], languages: {}, ignore: [] })).toThrow(PatternsError);
  });
});
