import { describe, expect, it } from 'vitest';
import { MT_PROVIDER_LABELS, MT_PROVIDER_NAMES } from '@tessera/shared';
import { messagesIn } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

describe('machine translation providers in the side panel catalog', () => {
  it('names every provider in English as the contract does, so none added there goes unnamed here', () => {
    const english = messagesIn('en');
    for (const provider of MT_PROVIDER_NAMES)
      expect(english(panelWords.editorMtProviderName, { provider })).toBe(MT_PROVIDER_LABELS[provider]);
  });
});
