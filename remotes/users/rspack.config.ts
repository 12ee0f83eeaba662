import { appConfig } from '../../rspack.config.base.ts';

export default appConfig({
  name: 'users',
  dirname: import.meta.dirname,
  port: 3004,
  exposes: { './Screen': './src/expose/Screen.tsx' },
});
