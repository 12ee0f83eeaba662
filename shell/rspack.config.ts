import { createConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createConfig({ name: 'shell', dirname: import.meta.dirname, port: 3000, isHost: true }, argv);
