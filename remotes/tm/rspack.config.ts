import { appConfig, screenAndHomeSection } from '../../rspack.config.base.ts';

export default appConfig({ name: 'tm', dirname: import.meta.dirname, port: 3003, exposes: screenAndHomeSection });
