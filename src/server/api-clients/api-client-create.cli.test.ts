import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKinds } from '../../../tests/helpers/test-database';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { projectRoot } from '../project-root';
import { createApiClientsService } from './api-clients.service';

const CLI = path.join(projectRoot, 'src/server/api-clients/api-client-create.cli.ts');
const run = promisify(execFile);

describe.each(testDatabaseKinds)('npm run api-client:create on %s', (kind) => {
  let target: DatabaseTarget;
  let env: NodeJS.ProcessEnv;
  let cleanUp = async () => {};

  /** The command as `npm run api-client:create -- …` runs it: its exit code and what it printed. */
  async function create(args: string[], extra: NodeJS.ProcessEnv = {}) {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
        cwd: projectRoot,
        env: { ...env, ...extra },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** Runs `work` on the command's database, closed afterwards (the embedded one belongs to one process). */
  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
    const handle = await openDatabase(target);
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    env = { ...rest, LOG_LEVEL: 'warn', CATALOGUE: 'none', API_CLIENT_PASSWORD: '' };
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      target = { kind: 'postgres', url: database.url };
      cleanUp = database.drop;
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'api-client-cli-'));
      env.DATA_DIR = dir;
      target = { kind: 'pglite', dataDir: path.join(dir, 'pglite') };
      cleanUp = async () => rmSync(dir, { recursive: true, force: true });
    }
  });

  afterAll(async () => {
    await cleanUp();
  });

  it('creates a client with the scopes named and prints its generated password once', async () => {
    const made = await create(['--username', 'reservas-socio', '--scopes', 'bookings:write, bookings:read']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const password =
      /Contraseña \(se muestra solo esta vez; guárdala ahora\): (\S+)/.exec(made.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{32}$/);
    expect(made.stdout.split(password)).toHaveLength(2);
    expect(made.stdout).toContain('bookings:read, bookings:write');
    await withDatabase(async (db) => {
      const clients = createApiClientsService(db);
      expect((await clients.list()).find((client) => client.username === 'reservas-socio')).toMatchObject({
        scopes: ['bookings:read', 'bookings:write'],
        demo: false,
        revokedAt: null,
      });
      const session = await clients.login('reservas-socio', password);
      expect(session).not.toBeNull();
      expect((await clients.verify(session!.token))?.scopes).toEqual(['bookings:read', 'bookings:write']);
      // Only the password's hash is kept.
      const stored = await db.execute(
        sql`select password_hash from api_clients where username = 'reservas-socio'`,
      );
      expect(JSON.stringify(stored)).not.toContain(password);
      const trail = (await db.execute(
        sql`select agent_email, action from audit_log where entity = 'cliente-api'`,
      )) as unknown as { rows: { agent_email: string; action: string }[] };
      expect(trail.rows).toEqual([{ agent_email: 'api-client:create', action: 'cliente-api.crear' }]);
    });
  }, 60_000);

  it('takes a password from API_CLIENT_PASSWORD, checked as agents’ are, and reads the catalogue only by default', async () => {
    const short = await create(['--username', 'catalogo-socio'], { API_CLIENT_PASSWORD: 'corta' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('al menos 12 caracteres');
    const password = 'una frase de paso del socio';
    const made = await create(['--username', 'catalogo-socio'], { API_CLIENT_PASSWORD: password });
    expect(made.code).toBe(0);
    expect(made.stdout).not.toContain(password);
    expect(made.stdout).toContain('catalogue:read');
    await withDatabase(async (db) => {
      const clients = createApiClientsService(db);
      const session = await clients.login('catalogo-socio', password);
      expect((await clients.verify(session!.token))?.scopes).toEqual(['catalogue:read']);
    });
  }, 60_000);

  it('refuses bad names, unknown scopes, a taken name and unknown options, exiting 1 with what is wrong', async () => {
    const refusals: [string[], string][] = [
      [[], 'Uso: npm run api-client:create'],
      [['--username', 'Socio Nuevo'], 'usuario: de 3 a 60 caracteres'],
      [['--username', 'x'], 'usuario: de 3 a 60 caracteres'],
      [['--username', 'demo'], 'reservado para el cliente de demostración'],
      [
        ['--username', 'socio-nuevo', '--scopes', 'bookings:read,bookings:delete'],
        'permiso desconocido: «bookings:delete»',
      ],
      [['--username', 'socio-nuevo', '--scopes', ','], 'indica al menos un permiso'],
      [['--username', 'socio-nuevo', '--admin'], "Unknown option '--admin'"],
      [['--username', 'reservas-socio'], 'Ya existe un cliente de la API llamado reservas-socio'],
    ];
    for (const [args, message] of refusals) {
      const refused = await create(args);
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr, args.join(' ')).toContain(message);
      expect(refused.stdout, args.join(' ')).not.toContain('Contraseña');
    }
    await withDatabase(async (db) => {
      const names = (await createApiClientsService(db).list()).map((client) => client.username);
      expect(names).toEqual(['catalogo-socio', 'reservas-socio']);
    });
  }, 120_000);
});
