import { createConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createConfig(
    { name: 'users', dirname: import.meta.dirname, port: 3004, exposes: { './Screen': './src/expose/Screen.tsx' } },
    argv,
  );
