import { writeFileSync } from 'node:fs';
import { PPTX_FIXTURE_FILES } from './pptx-fixtures.test-helper.ts';

/** Writes the PPTX fixtures from their XML (`pptx-fixtures.test-helper.ts`): `node server/src/formats/pptx/write-fixtures.ts`. */
for (const [file, build] of Object.entries(PPTX_FIXTURE_FILES))
  writeFileSync(new URL(`../${file}`, import.meta.url), build());
