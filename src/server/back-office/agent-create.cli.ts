/**
 * `npm run agent:create -- --email ana@agencia.es --name "Ana López" [--role admin|agente]`
 *
 * Creates a back-office agent (the first one is an admin by default). The password is read from
 * AGENT_PASSWORD, from standard input when it is not a terminal, or asked for twice without echo.
 * The agent enrols the second factor (a QR code) at their first sign-in at /gestion/entrar.
 * Uses the same configuration as the server (DATABASE_URL, or the embedded database in DATA_DIR:
 * stop the server first, since the embedded database belongs to one process).
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { agentCreateSchema } from '../../domain/schemas/back-office';
import { createSignInThrottle } from '../sign-in-throttle/sign-in-throttle';
import { loadSecretKey } from './agent-secret-key';
import { createAgentsService, normaliseEmail } from './agents.service';
import { fail, openCommandDatabase, say } from '../command-line';

async function readStdin(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

/** Asks for a line without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function password(): Promise<string> {
  if (process.env.AGENT_PASSWORD) return process.env.AGENT_PASSWORD;
  if (!process.stdin.isTTY) return readStdin();
  const first = await askHidden('Contraseña (12 caracteres o más): ');
  const second = await askHidden('Repite la contraseña: ');
  if (first !== second) fail('Las contraseñas no coinciden.');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  });
  if (!values.email || !values.name)
    fail('Uso: npm run agent:create -- --email ana@agencia.es --name "Ana López" [--role admin|agente]');
  const parsed = agentCreateSchema.safeParse({
    email: values.email,
    nombre: values.name,
    rol: values.role,
    contrasena: await password(),
  });
  if (!parsed.success)
    fail(
      `No se ha creado: ${parsed.error.issues.map((i) => `${String(i.path[0])} (${i.message})`).join(', ')}`,
    );
  const { email, nombre, rol, contrasena } = parsed.data!;
  const { config, database } = await openCommandDatabase();
  try {
    const agents = createAgentsService({
      db: database.db,
      throttle: createSignInThrottle(database.db),
      clock: () => new Date(),
      secretKey: () => loadSecretKey({ fromEnvironment: config.agentSecretKey, dataDir: config.dataDir }),
    });
    const id = await agents.create({ email, name: nombre, role: rol, password: contrasena });
    if (!id) fail(`Ya existe un agente con el correo ${email}.`);
    say(
      `Agente ${normaliseEmail(email)} (${rol}) creado. Entra en ${config.publicUrl}/gestion/entrar: la primera vez activarás la verificación en dos pasos con un código QR.`,
    );
  } finally {
    await database.close();
  }
}

await main();
