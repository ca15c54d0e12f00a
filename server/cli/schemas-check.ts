// npm run schemas:check — checks every schema and codelist file; exit 1 on problems.
import { checkSchemasDir, defaultSchemasDir } from '../services/records/forms';
import { formatReport } from '../../schemas/engine';

function main(): number {
  const dir = defaultSchemasDir();
  const problems = checkSchemasDir(dir);
  if (problems.length) {
    console.error(formatReport(problems));
    return 1;
  }
  console.log(`Schémy sú v poriadku (${dir}).`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`Kontrola schém zlyhala: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
