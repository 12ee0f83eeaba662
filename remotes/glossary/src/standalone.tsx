// This remote alone in a minimal host (`npm run dev -w remotes/glossary`), its home section at / and its screen:
// /api goes to a running `npm start` (or API_URL); MOCK_API=1 uses msw's mock instead.
import './styles.css';
import { startStandalone } from '@tessera/shared/standalone';
import HomeSection from './expose/HomeSection.tsx';
import Screen from './expose/Screen.tsx';

void startStandalone({ routeName: 'glossary', path: '/glossary/:id', startPath: '/glossary/1', Screen, HomeSection });
