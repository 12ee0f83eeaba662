import { describe, expect, it } from 'vitest';
import { nameForTarget } from './download-name.ts';

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

  it('leaves a name alone that does not carry the source language by itself', () => {
    expect(nameForTarget('content.json', 'en', 'de')).toBe('content.json');
    expect(nameForTarget('english.json', 'en', 'de')).toBe('english.json');
    expect(nameForTarget('app_en_US.arb', 'en', 'de')).toBe('app_en_US.arb');
    expect(nameForTarget('strings.json', 'en', 'de')).toBe('strings.json');
  });
});
