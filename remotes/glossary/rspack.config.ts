import { appConfig, screenAndHomeSection } from '../../rspack.config.base.ts';

export default appConfig({ name: 'glossary', dirname: import.meta.dirname, port: 3001, exposes: screenAndHomeSection });
