import { createConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createConfig(
    {
      name: 'documents',
      dirname: import.meta.dirname,
      port: 3002,
      exposes: { './Screen': './src/expose/Screen.tsx', './HomeSection': './src/expose/HomeSection.tsx' },
    },
    argv,
  );
