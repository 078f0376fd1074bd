/**
 * `npm run api-client:create -- --username reservas-socio --scopes bookings:read,bookings:write`
 *
 * Creates a client of the REST APIs with the scopes named (decision 0021): `catalogue:read` (the
 * packages API under /api), `bookings:read` and `bookings:write` (the booking system under
 * /api/v1); `catalogue:read` alone when --scopes is left out. Without API_CLIENT_PASSWORD a strong
 * password is generated and printed once, here only (only its scrypt hash is kept); with it, it is
 * checked as agents' passwords are. Written to the audit trail; revoked in the back office
 * (/gestion/clientes-api). Uses the same configuration as the server (DATABASE_URL, or the
 * embedded database in DATA_DIR: stop the server first, since the embedded database belongs to one
 * process). Exits with 1 on any error, having created nothing.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { API_SCOPES, apiClientCreateSchema } from '../../domain/schemas/api-clients';
import { createApiClientsService } from './api-clients.service';
import { fail, openCommandDatabase, say } from '../command-line';

const USAGE = `Uso: npm run api-client:create -- --username reservas-socio [--scopes ${API_SCOPES.join(',')}]
  Permisos: catalogue:read (API de paquetes, /api), bookings:read y bookings:write (sistema de reservas, /api/v1).
  Sin --scopes, solo catalogue:read. La contraseña se genera y se muestra una vez, salvo que venga en API_CLIENT_PASSWORD.`;

/** What the password rules' translation keys (shared with the back office) say here. */
const PASSWORD_MESSAGES: Record<string, string> = {
  'errors.passwordShort': 'debe tener al menos 12 caracteres (sin contar espacios al principio o al final)',
  'errors.passwordWeak': 'es demasiado simple: usa varias palabras o caracteres distintos',
  'errors.tooLong': 'es demasiado larga (como mucho 200 caracteres)',
  'errors.required': 'está vacía',
};
const FIELDS: Record<string, string> = {
  username: 'usuario',
  scopes: 'permisos',
  password: 'contraseña (API_CLIENT_PASSWORD)',
};

function readArguments() {
  try {
    return parseArgs({
      options: { username: { type: 'string' }, scopes: { type: 'string' }, help: { type: 'boolean' } },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function main() {
  const values = readArguments();
  if (values.help) {
    say(USAGE);
    return;
  }
  if (!values.username) fail(USAGE);
  const given = process.env.API_CLIENT_PASSWORD;
  const parsed = apiClientCreateSchema.safeParse({
    username: values.username,
    scopes: (values.scopes ?? 'catalogue:read')
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean),
    password: given === undefined || given === '' ? undefined : given,
  });
  if (!parsed.success)
    fail(
      `No se ha creado el cliente: ${parsed.error.issues
        .map((issue) => {
          const field = String(issue.path[0]);
          return `${FIELDS[field] ?? field}: ${PASSWORD_MESSAGES[issue.message] ?? issue.message}`;
        })
        .join('; ')}.`,
    );
  const { username, scopes, password: chosen } = parsed.data!;
  // 24 random bytes: 32 characters of base64url, 192 bits.
  const password = chosen ?? randomBytes(24).toString('base64url');

  const { config, database } = await openCommandDatabase();
  let id: number | undefined;
  let problem: unknown;
  try {
    id = await createApiClientsService(database.db).create(username, password, { scopes });
  } catch (error) {
    problem = error;
  } finally {
    await database.close();
  }
  if (problem)
    fail(`No se ha creado el cliente: ${problem instanceof Error ? problem.message : String(problem)}`);
  if (!id) fail(`Ya existe un cliente de la API llamado ${username}: no se ha creado otro.`);
  say(`Cliente de la API ${username} creado con los permisos ${scopes.join(', ')}.`);
  if (!chosen) {
    say(`Contraseña (se muestra solo esta vez; guárdala ahora): ${password}`);
  }
  say(
    `Pide un token con POST ${config.publicUrl}/api/Login {"username":"${username}","password":"…"}. Se revoca en ${config.publicUrl}/gestion/clientes-api.`,
  );
}

await main();
