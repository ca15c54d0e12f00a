// npm run schemas:pull -- [folder]                 writes the database's schema version in force to a folder
// npm run schemas:push -- [folder] [--note "…"]    publishes a folder as a new version (after the checks)
// The folder defaults to SCHEMAS_DIR or the repository's schemas/. On PostgreSQL (DATABASE_URL) the CLI
// works on the database itself; on PGlite, whose database a running server holds, it goes through that
// server's API (PUBLIC_URL or http://127.0.0.1:PORT, signed in as ADMIN_EMAIL / ADMIN_PASSWORD), and
// opens the data folder itself only when no server answers.
import { schemasSync } from './schemas-sync-run';

schemasSync(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
