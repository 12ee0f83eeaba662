// Test helper for the TM screen: the real screen with the providers the shell gives it (shared helper).
import { renderScreen } from '@tessera/shared/mocks/render';
import type { RenderScreenOptions } from '@tessera/shared/mocks/render';
import { TranslationMemoryScreen } from './TranslationMemoryScreen.tsx';

export const renderTmScreen = (path: string, options: RenderScreenOptions = {}) =>
  renderScreen(<TranslationMemoryScreen />, '/tm/:id', path, options);
