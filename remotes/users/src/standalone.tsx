// This remote alone in a minimal host (`npm run dev -w remotes/users`): /api goes to a running
// `npm start` (or API_URL); MOCK_API=1 uses msw's mock instead.
import './styles.css';
import { startStandalone } from '@tessera/shared/standalone';
import Screen from './expose/Screen.tsx';

void startStandalone({ routeName: 'users', path: '/users/', startPath: '/users/', Screen });
