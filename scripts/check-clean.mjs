// Fails when generated files differ from what is committed (changed or untracked):
// the GraphQL schema and the web's typed operations must be regenerated and committed together.
import { execFileSync } from 'node:child_process';

const paths = process.argv.slice(2);
const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' }).trim();
if (status) {
  console.error(
    `Archivos generados desactualizados; ejecute "npm run schema && npm run codegen" y confirme:\n${status}`,
  );
  process.exit(1);
}
