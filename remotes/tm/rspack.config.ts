import { createConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createConfig(
    {
      name: 'tm',
      dirname: import.meta.dirname,
      port: 3003,
      exposes: { './Screen': './src/expose/Screen.tsx', './HomeSection': './src/expose/HomeSection.tsx' },
    },
    argv,
  );
