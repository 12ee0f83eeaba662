// Test helper for the glossary screen: the real screen with the providers the shell gives it (shared helper).
import { renderScreen } from '@tessera/shared/mocks/render';
import type { RenderScreenOptions } from '@tessera/shared/mocks/render';
import { GlossaryScreen } from './GlossaryScreen.tsx';

export const renderGlossaryScreen = (path: string, options: RenderScreenOptions = {}) =>
  renderScreen(<GlossaryScreen />, '/glossary/:id', path, options);
