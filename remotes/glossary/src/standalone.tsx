// This remote alone in a minimal host (`npm run dev -w remotes/glossary`): msw mocks, or the API named by API_URL.
import '@tessera/shared/styles.css';
import { startStandalone } from '@tessera/shared/standalone';
import Screen from './expose/Screen.tsx';

void startStandalone({ routeName: 'glossary', path: '/glossary/:id', startPath: '/glossary/1', Screen });
