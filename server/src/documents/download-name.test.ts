import { describe, expect, it } from 'vitest';
import { androidQualifier, nameForTarget, targetPath, type FileLanguages, type NamedFormat } from './download-name.ts';

const json: NamedFormat = { type: 'JSON', monolingual: true };
const xliff: NamedFormat = { type: 'XLIFF', monolingual: false };
const android: NamedFormat = { type: 'ANDROID', monolingual: true };
const strings: NamedFormat = { type: 'STRINGS', monolingual: true };
const resx: NamedFormat = {
  type: 'RESX',
  monolingual: true,
  targetFileName: (name, target) => name.replace(/\.resx$/, `.${target}.resx`),
};
const template: NamedFormat = {
  type: 'PO',
  monolingual: false,
  targetFileName: (name) => name.replace(/\.pot$/, '.po'),
};

/** A file's languages in a project whose one target is `target`. */
const only = (source: string, target: string): FileLanguages => ({ source, target, targets: [target] });

describe('the name of a translated download', () => {
  it('names for the target language a file named for its source language', () => {
    expect(nameForTarget('en.json', only('en', 'de'))).toBe('de.json');
    expect(nameForTarget('messages.en.yml', only('en', 'de'))).toBe('messages.de.yml');
    expect(nameForTarget('app_en_US.arb', only('en-US', 'de-AT'))).toBe('app_de_AT.arb');
    expect(nameForTarget('locales/en-US.json', only('en-US', 'pt-BR'))).toBe('locales/pt-BR.json');
    expect(nameForTarget('app_en_US.arb', only('en-US', 'fr'))).toBe('app_fr.arb');
    expect(nameForTarget('EN.json', only('en', 'de'))).toBe('de.json');
    expect(nameForTarget('my_app.en-GB.json', only('en-GB', 'de-AT'))).toBe('my_app.de-AT.json');
  });

  it("names the target by its language alone where the source's name has no region, unless that is another's name", () => {
    expect(nameForTarget('en.json', only('en-US', 'de-DE'))).toBe('de.json');
    expect(nameForTarget('app_en.arb', only('en', 'de-AT'))).toBe('app_de.arb');
    expect(nameForTarget('en.json', only('en', 'zh-Hant-TW'))).toBe('zh-Hant.json');
    const portuguese = { source: 'en', targets: ['pt-BR', 'pt-PT'] };
    expect(nameForTarget('app_en.arb', { ...portuguese, target: 'pt-BR' })).toBe('app_pt_BR.arb');
    expect(nameForTarget('app_en.arb', { ...portuguese, target: 'pt-PT' })).toBe('app_pt_PT.arb');
    expect(nameForTarget('en.json', only('en', 'en-GB'))).toBe('en-GB.json');
    // The project's repository's languages: map says otherwise.
    expect(nameForTarget('en.json', { ...only('en', 'de-DE'), spellings: { 'de-DE': 'de-DE' } })).toBe('de-DE.json');
  });

  it("finds the source language's file whatever its region, the region-less name included", () => {
    expect(nameForTarget('en.json', only('en-US', 'de'))).toBe('de.json');
    expect(nameForTarget('app_en.arb', only('en-GB', 'pt-BR'))).toBe('app_pt.arb');
    expect(nameForTarget('en-US.json', only('en-US', 'fr'))).toBe('fr.json');
  });

  it('leaves a name alone that does not carry the source language by itself', () => {
    expect(nameForTarget('content.json', only('en', 'de'))).toBe('content.json');
    expect(nameForTarget('english.json', only('en', 'de'))).toBe('english.json');
    expect(nameForTarget('app_en_US.arb', only('en', 'de'))).toBe('app_en_US.arb');
    expect(nameForTarget('strings.json', only('en', 'de'))).toBe('strings.json');
  });
});

describe("a translated file's place, as its platform lays translations out", () => {
  it("puts Android strings in the target's values folder, in Android's qualifier", () => {
    expect(targetPath('res/values/strings.xml', android, only('en-US', 'de'))).toBe('res/values-de/strings.xml');
    expect(targetPath('res/values/strings.xml', android, only('en-US', 'de-DE'))).toBe('res/values-de/strings.xml');
    expect(targetPath('values-en-rUS/strings.xml', android, only('en-US', 'pt-BR'))).toBe('values-pt-rBR/strings.xml');
    expect(
      targetPath('values-en/strings.xml', android, { source: 'en', target: 'pt-BR', targets: ['pt-BR', 'pt-PT'] }),
    ).toBe('values-pt-rBR/strings.xml');
    expect(targetPath('values-night/strings.xml', android, only('en', 'sr-Latn'))).toBe(
      'values-b+sr+Latn-night/strings.xml',
    );
    expect(targetPath('strings.xml', android, only('en', 'de'))).toBe('values-de/strings.xml');
    expect(['de', 'pt-BR', 'sr-Latn', 'es-419', 'fil', 'zh-Hant-TW'].map(androidQualifier)).toEqual([
      'de',
      'pt-rBR',
      'b+sr+Latn',
      'b+es+419',
      'b+fil',
      'b+zh+Hant+TW',
    ]);
  });

  it("puts Apple strings in the target's .lproj folder, from the source's or Base's", () => {
    expect(targetPath('App/en.lproj/Localizable.strings', strings, only('en-US', 'de-DE'))).toBe(
      'App/de.lproj/Localizable.strings',
    );
    expect(targetPath('en-GB.lproj/Main.strings', strings, only('en-GB', 'pt-BR'))).toBe('pt-BR.lproj/Main.strings');
    expect(targetPath('Base.lproj/Main.strings', strings, only('en', 'zh-Hans'))).toBe('zh-Hans.lproj/Main.strings');
    expect(targetPath('Base.lproj/Main.strings', strings, only('en', 'pt-BR'))).toBe('pt.lproj/Main.strings');
    expect(targetPath('Localizable.strings', strings, only('en', 'fr'))).toBe('fr.lproj/Localizable.strings');
  });

  it('renames a one-language file or folder named for the source, else files it under the target language as such', () => {
    expect(targetPath('en.json', json, only('en-US', 'de'))).toBe('de.json');
    expect(targetPath('locales/en/common.json', json, only('en', 'fr-FR'))).toBe('locales/fr/common.json');
    expect(targetPath('locales/en-US/common.json', json, only('en-US', 'fr-FR'))).toBe('locales/fr-FR/common.json');
    expect(targetPath('common.json', json, only('en', 'fr'))).toBe('fr/common.json');
    expect(targetPath('Strings.resx', resx, only('en', 'de-DE'))).toBe('Strings.de-DE.resx');
    expect(targetPath('guide.xlf', xliff, only('en', 'de-DE'))).toBe('de-DE/guide.xlf');
    expect(targetPath('guide_de.xlf', xliff, only('en', 'de'))).toBe('guide_de.xlf');
    expect(targetPath('app.pot', template, only('en', 'uk'))).toBe('uk/app.po');
  });
});
