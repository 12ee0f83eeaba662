import { writeFileSync } from 'node:fs';
import { ODF_FIXTURE_FILES } from './odf-fixtures.test-helper.ts';

/** Writes the OpenDocument fixtures from their XML (`odf-fixtures.test-helper.ts`): `node server/src/formats/odf/write-fixtures.ts`. */
for (const [file, build] of Object.entries(ODF_FIXTURE_FILES))
  writeFileSync(new URL(`../${file}`, import.meta.url), build());
