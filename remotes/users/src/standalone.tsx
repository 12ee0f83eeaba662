// This remote alone in a minimal host (`npm run dev -w remotes/users`): msw mocks, or the API named by API_URL.
import './styles.css';
import { startStandalone } from '@tessera/shared/standalone';
import Screen from './expose/Screen.tsx';

void startStandalone({ routeName: 'users', path: '/users/', startPath: '/users/', Screen });
