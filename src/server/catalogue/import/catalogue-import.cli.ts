/**
 * `npm run catalogue:import -- catalogue.json [more.csv …]`: imports the agency's catalogue (one
 * JSON document, or one CSV file per section, or a folder of them) into the configured database,
 * all or nothing, and prints what changed or each problem with its line. Importing the same files
 * again changes nothing. `npm run catalogue:import -- --example example.json` writes a small
 * complete example (docs/catalogue-import.md). Stop the server first on the embedded database.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isoDayOf } from '../../../domain/days';
import { mailTexts } from '../../mail/mail-texts';
import { exampleCatalogue } from '../seed/example-catalogue';
import { importCatalogue, readCatalogueFiles } from './catalogue-import';
import { describeProblem } from './import-report';
import { fail, openCommandDatabase, say } from '../../command-line';

const MAX_FILE_BYTES = 200 * 1024 * 1024;

function filesOf(paths: string[]): string[] {
  return paths.flatMap((item) =>
    statSync(item).isDirectory()
      ? readdirSync(item)
          .filter((name) => /\.(json|csv)$/i.test(name))
          .map((name) => path.join(item, name))
      : [item],
  );
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { example: { type: 'string' } },
  });
  if (values.example) {
    writeFileSync(values.example, `${JSON.stringify(exampleCatalogue(isoDayOf(new Date())), null, 2)}\n`);
    return say(`Ejemplo escrito en ${values.example}.`);
  }
  if (positionals.length === 0)
    fail('Uso: npm run catalogue:import -- catalogo.json [alojamientos.csv …] (o una carpeta)');
  const files = filesOf(positionals).map((file) => {
    if (statSync(file).size > MAX_FILE_BYTES) fail(`${file}: pasa de 200 MB.`);
    return { name: path.basename(file), content: readFileSync(file, 'utf8') };
  });
  const t = mailTexts('backOffice')('es');
  const read = readCatalogueFiles(files);
  const { database } = await openCommandDatabase();
  try {
    if (read.problems.length > 0) fail(read.problems.map((p) => describeProblem(p, t)).join('\n'));
    const outcome = await importCatalogue(database.db, read.catalogue, {
      id: null,
      email: 'catalogue:import',
    });
    if (outcome.kind === 'invalid')
      fail(
        [
          t('import.invalid', { count: outcome.total }),
          ...outcome.problems.map((p) => describeProblem(p, t)),
        ].join('\n'),
      );
    else
      for (const [section, counts] of Object.entries(outcome.sections))
        say(`${section}: ${t('import.counts', counts as unknown as Record<string, unknown>)}`);
  } finally {
    await database.close();
  }
}

await main();
