// Loaded before each front-end test file (vitest.config.base.ts).
import { configure } from '@testing-library/react';

// What a test waits for appears within a second on a quiet machine. On CI's busy 2-core machine, a worker's first
// load of a lazy part (the side panel's concordance, the project page's resources) has taken over five seconds,
// its modules transformed while server suites fill both cores: a wait ends as soon as what it waits for is there,
// so only a failing test waits the whole time.
configure({ asyncUtilTimeout: 12_000 });
