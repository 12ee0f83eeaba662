import { describe, expect, it } from 'vitest';
import { MT_PROVIDER_LABELS, MT_PROVIDER_NAMES } from '@tessera/shared';
import { messagesIn } from '../../common/settings-i18n.ts';
import * as settingsWords from '../../locales/en/settings.arb';

describe('machine translation providers in the catalog', () => {
  it('names every provider in English as the contract does, so none added there goes unnamed here', () => {
    const english = messagesIn('en');
    for (const provider of MT_PROVIDER_NAMES)
      expect(english(settingsWords.mtProviderName, { provider })).toBe(MT_PROVIDER_LABELS[provider]);
  });
});
