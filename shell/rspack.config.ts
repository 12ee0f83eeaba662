import { appConfig } from '../rspack.config.base.ts';

export default appConfig({ name: 'shell', dirname: import.meta.dirname, port: 3000, isHost: true });
