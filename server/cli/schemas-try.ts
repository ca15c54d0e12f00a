// npm run schemas:try -- <form> '<attrs json>' [--new] — prints the attrs the server would reply,
// without a database (option sources such as activeGames are empty and not checked).
import { computeAttrs, FORM_NAMES, type FormName } from '../../schemas/engine';
import { loadForms } from '../services/records/forms';

const USAGE = `Použitie: npm run schemas:try -- <formulár> '<hodnoty ako JSON>' [--new]
  formulár: ${FORM_NAMES.join(', ')}
  --new     nový formulár: chyby povinných polí sa nehlásia
Príklad:  npm run schemas:try -- level '{"layout": "MAKE_POEM", "poem.minlength": "abc"}'`;

function main(args: string[]): number {
  const isNew = args.includes('--new');
  const [formName, json = '{}'] = args.filter((a) => a !== '--new');
  if (!formName || !(FORM_NAMES as readonly string[]).includes(formName)) {
    console.error(formName ? `Neznámy formulár „${formName}“.\n${USAGE}` : USAGE);
    return 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    console.error(`Hodnoty nie sú platný JSON: ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    console.error(`Hodnoty musia byť JSON objekt, napr. '{"name": "Hra"}'.\n${USAGE}`);
    return 1;
  }
  const { forms } = loadForms();
  const result = computeAttrs(forms[formName as FormName], input as Record<string, unknown>, {
    suppressRequired: isNew,
  });
  console.log(JSON.stringify(result, null, 2));
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
