import { writeFileSync } from 'node:fs';
import { DOCX_FIXTURE_FILES } from './docx-fixtures.test-helper.ts';

/** Writes the DOCX fixtures from their XML (`docx-fixtures.test-helper.ts`): `node server/src/formats/docx/write-fixtures.ts`. */
for (const [file, build] of Object.entries(DOCX_FIXTURE_FILES))
  writeFileSync(new URL(`../${file}`, import.meta.url), build());
