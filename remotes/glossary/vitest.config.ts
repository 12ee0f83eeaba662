import { domTestConfig } from '../../vitest.config.base.ts';

export default domTestConfig('remotes/glossary');
