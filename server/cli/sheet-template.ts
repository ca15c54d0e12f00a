// npm run templates:build — writes public/templates/hra_sablona.xls, the game import template, from the
// field schemas (SCHEMAS_DIR or schemas/). Run it after a schema change; a test fails while the
// committed file differs from what the schemas give.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getForms } from '../services/records/forms';
import { buildGameTemplate } from '../services/imports/sheet-export';

export const GAME_TEMPLATE_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/templates/hra_sablona.xls',
);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(GAME_TEMPLATE_FILE, buildGameTemplate(getForms()));
  console.log(`Šablóna zapísaná: ${path.relative(process.cwd(), GAME_TEMPLATE_FILE)}`);
}
