import { domTestConfig } from '../vitest.config.base.ts';

// Its tests replace modules (vi.mock): each file starts afresh.
export default domTestConfig('shell', { isolate: true });
