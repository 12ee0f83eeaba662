import { describe, expect, it } from 'vitest';
import { androidQualifier, nameForTarget, targetPath, type NamedFormat } from './download-name.ts';

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

describe('the name of a translated download', () => {
  it('names for the target language a file named for its source language', () => {
    expect(nameForTarget('en.json', 'en', 'de')).toBe('de.json');
    expect(nameForTarget('messages.en.yml', 'en', 'de')).toBe('messages.de.yml');
    expect(nameForTarget('app_en.arb', 'en', 'de-AT')).toBe('app_de_AT.arb');
    expect(nameForTarget('locales/en-US.json', 'en-US', 'pt-BR')).toBe('locales/pt-BR.json');
    expect(nameForTarget('app_en_US.arb', 'en-US', 'fr')).toBe('app_fr.arb');
    expect(nameForTarget('EN.json', 'en', 'de')).toBe('de.json');
    expect(nameForTarget('my_app.en.json', 'en', 'de-AT')).toBe('my_app.de-AT.json');
  });

  it("finds the source language's file whatever its region, the region-less name included", () => {
    expect(nameForTarget('en.json', 'en-US', 'de')).toBe('de.json');
    expect(nameForTarget('app_en.arb', 'en-GB', 'pt-BR')).toBe('app_pt_BR.arb');
    expect(nameForTarget('en-US.json', 'en-US', 'fr')).toBe('fr.json');
  });

  it('leaves a name alone that does not carry the source language by itself', () => {
    expect(nameForTarget('content.json', 'en', 'de')).toBe('content.json');
    expect(nameForTarget('english.json', 'en', 'de')).toBe('english.json');
    expect(nameForTarget('app_en_US.arb', 'en', 'de')).toBe('app_en_US.arb');
    expect(nameForTarget('strings.json', 'en', 'de')).toBe('strings.json');
  });
});

describe("a translated file's place, as its platform lays translations out", () => {
  it("puts Android strings in the target's values folder, in Android's qualifier", () => {
    expect(targetPath('res/values/strings.xml', android, 'en-US', 'de')).toBe('res/values-de/strings.xml');
    expect(targetPath('values-en/strings.xml', android, 'en', 'pt-BR')).toBe('values-pt-rBR/strings.xml');
    expect(targetPath('values-night/strings.xml', android, 'en', 'sr-Latn')).toBe('values-b+sr+Latn-night/strings.xml');
    expect(targetPath('strings.xml', android, 'en', 'de')).toBe('values-de/strings.xml');
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
    expect(targetPath('App/en.lproj/Localizable.strings', strings, 'en-US', 'de')).toBe(
      'App/de.lproj/Localizable.strings',
    );
    expect(targetPath('Base.lproj/Main.strings', strings, 'en', 'zh-Hans')).toBe('zh-Hans.lproj/Main.strings');
    expect(targetPath('Localizable.strings', strings, 'en', 'fr')).toBe('fr.lproj/Localizable.strings');
  });

  it('renames a one-language file or folder named for the source, else files it under the target language', () => {
    expect(targetPath('en.json', json, 'en-US', 'de')).toBe('de.json');
    expect(targetPath('locales/en/common.json', json, 'en', 'fr')).toBe('locales/fr/common.json');
    expect(targetPath('common.json', json, 'en', 'fr')).toBe('fr/common.json');
    expect(targetPath('Strings.resx', resx, 'en', 'de')).toBe('Strings.de.resx');
    expect(targetPath('guide.xlf', xliff, 'en', 'de')).toBe('de/guide.xlf');
    expect(targetPath('guide_de.xlf', xliff, 'en', 'de')).toBe('guide_de.xlf');
    expect(targetPath('app.pot', template, 'en', 'uk')).toBe('uk/app.po');
  });
});
