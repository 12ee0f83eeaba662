import { appConfig, screenAndHomeSection } from '../../rspack.config.base.ts';

export default appConfig({
  name: 'documents',
  dirname: import.meta.dirname,
  port: 3002,
  exposes: screenAndHomeSection,
});
