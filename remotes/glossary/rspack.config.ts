import { createConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createConfig(
    {
      name: 'glossary',
      dirname: import.meta.dirname,
      port: 3001,
      exposes: { './Screen': './src/expose/Screen.tsx', './HomeSection': './src/expose/HomeSection.tsx' },
    },
    argv,
  );
