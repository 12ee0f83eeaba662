// Loaded before each front-end test file (vitest.config.base.ts).
import { configure } from '@testing-library/react';

// What a test waits for appears within a second on a quiet machine; a loaded one may take several.
configure({ asyncUtilTimeout: 5_000 });
