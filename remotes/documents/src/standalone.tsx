// This remote alone in a minimal host (`npm run dev -w remotes/documents`): msw mocks, or the API named by API_URL.
import '@tessera/shared/styles.css';
import { startStandalone } from '@tessera/shared/standalone';
import Screen from './expose/Screen.tsx';

void startStandalone({ routeName: 'document', path: '/document/:id', startPath: '/document/1', Screen });
