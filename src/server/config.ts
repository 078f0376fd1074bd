import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseSecretKey } from './back-office/agent-secret-key';
import { demoSiteSettings, siteSettingsSchema, type SiteSettings } from './site-settings';

/** Named address ranges proxy-addr understands, for TRUST_PROXY. */
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  /** smtp://user:pass@host:port; without it mail goes to the local dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * Connection, greeting and socket time-out of the SMTP client; a whole send is cut off at twice
   * this, and the outbox lease (how long a mail whose sender died stays in doubt) follows from it.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  /** `demo` fills an empty database with the demo catalogue; `none` for a real deployment. */
  CATALOGUE: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Form posts and API calls allowed per client address and minute (pages have their own limit). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Pages one address may view a minute (a busy office behind one address stays far below). */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /**
   * Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated
   * (e.g. `10.0.0.0/8,127.0.0.1`), or `loopback`/`uniquelocal`. Unset: the TCP peer is the client.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6(), z.enum(PROXY_KEYWORDS)]))),
  /** Bearer token /metrics asks for; without it /metrics answers 404. At least 24 characters. */
  METRICS_TOKEN: z.string().min(24, 'must have at least 24 characters').optional(),
  /**
   * Server processes with PostgreSQL (node:cluster), each with its own pool; default: the number
   * of cores. The embedded database belongs to one process, so without DATABASE_URL it is 1.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Memory for rendered pages kept between requests (home, listings, offers; see page-cache.ts),
   * per server process; 0 keeps none.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** The card gateway's merchant code (FUC) and terminal; Redsys's public test merchant by default. */
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(/^\d{1,9}$/, 'must be the merchant code (digits)')
    .default('999008881'),
  REDSYS_TERMINAL: z
    .string()
    .regex(/^\d{1,3}$/, 'must be the terminal number')
    .default('1'),
  /**
   * The merchant's SHA-256 key (Base64, 32 characters). Without it the embedded sandbox gateway
   * (/pasarela-pruebas) plays Redsys with a random key of this installation: nothing is charged.
   */
  REDSYS_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{32}$/, 'must be the 32-character Base64 key Redsys gives')
    .optional(),
  /** Which Redsys the key belongs to: its test environment (sis-t) or the real one. */
  REDSYS_ENVIRONMENT: z.enum(['test', 'production']).default('test'),
  /**
   * The key that encrypts agents' TOTP secrets (32 bytes, Base64 or 64 hex digits). Without it the
   * server writes one once into DATA_DIR/agent-secret.key; several instances must share it.
   */
  AGENT_SECRET_KEY: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const key = parseSecretKey(value);
      // The message never repeats the value.
      if (!key) context.addIssue({ code: 'custom', message: 'must be 32 bytes in Base64 or 64 hex digits' });
      return key;
    }),
  SITE_SETTINGS: z.string().optional(),
  SITE_SETTINGS_FILE: z.string().optional(),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };
  dataDir: string;
  smtpUrl: string | undefined;
  smtpTimeoutMs: number;
  catalogue: 'demo' | 'none';
  logLevel: string;
  rateLimitPerMinute: number;
  pageRateLimitPerMinute: number;
  /** Proxy addresses whose forwarding headers are trusted; empty: none. */
  trustProxy: readonly string[];
  metricsToken: string | undefined;
  /** AGENT_SECRET_KEY: the key of agents' TOTP secrets; undefined: the one in DATA_DIR (back-office/agent-secret-key.ts). */
  agentSecretKey: Buffer | undefined;
  /** Server processes: 1 with the embedded database; WORKERS or the number of cores with PostgreSQL. */
  workers: number;
  /** Bytes of rendered pages kept per process (PAGE_CACHE_MB); 0: none. */
  pageCacheBytes: number;
  /** The card gateway (Redsys redirection protocol), real or the embedded sandbox. */
  payments: PaymentGatewayConfig;
  site: SiteSettings;
}>;

export interface PaymentGatewayConfig {
  merchantCode: string;
  terminal: string;
  /** The merchant's key; empty for the sandbox, whose key the database keeps (payments/gateway-key.ts). */
  secretKey: string;
  /** Where the browser is sent with the signed order (Redsys's realizarPago; a path for the sandbox). */
  redirectUrl: string;
  /** True when the embedded sandbox plays the gateway (no REDSYS_SECRET_KEY). */
  sandbox: boolean;
}

export const SANDBOX_GATEWAY_PATH = '/pasarela-pruebas/realizarPago';
const REDSYS_REDIRECT_URLS = {
  test: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  production: 'https://sis.redsys.es/sis/realizarPago',
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays and values replace. */
function deepMerge<T>(base: T, override: unknown): T {
  if (!isObject(base) || !isObject(override)) return (override === undefined ? base : override) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(merged[key], value);
  return merged as T;
}

function readSiteOverrides(env: z.infer<typeof envSchema>): unknown[] {
  const overrides: unknown[] = [];
  if (env.SITE_SETTINGS_FILE) overrides.push(JSON.parse(readFileSync(env.SITE_SETTINGS_FILE, 'utf8')));
  if (env.SITE_SETTINGS) overrides.push(JSON.parse(env.SITE_SETTINGS));
  return overrides;
}

export class ConfigError extends Error {}

/** Parses the environment once. Nothing else in the code base reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  let site: SiteSettings;
  try {
    const merged = readSiteOverrides(env).reduce<SiteSettings>(
      (acc, o) => deepMerge(acc, o),
      demoSiteSettings,
    );
    site = siteSettingsSchema.parse(merged);
  } catch (error) {
    throw new ConfigError(`Invalid site settings: ${error instanceof Error ? error.message : String(error)}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    database: env.DATABASE_URL
      ? { kind: 'postgres' as const, url: env.DATABASE_URL }
      : { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    smtpUrl: env.SMTP_URL,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
    catalogue: env.CATALOGUE,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    pageRateLimitPerMinute: env.PAGE_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    agentSecretKey: env.AGENT_SECRET_KEY,
    workers: env.DATABASE_URL ? (env.WORKERS ?? availableParallelism()) : 1,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    payments: {
      merchantCode: env.REDSYS_MERCHANT_CODE,
      terminal: env.REDSYS_TERMINAL,
      secretKey: env.REDSYS_SECRET_KEY ?? '',
      // The sandbox is on this site: the browser posts to it wherever it reached us from.
      redirectUrl: env.REDSYS_SECRET_KEY
        ? REDSYS_REDIRECT_URLS[env.REDSYS_ENVIRONMENT]
        : SANDBOX_GATEWAY_PATH,
      sandbox: !env.REDSYS_SECRET_KEY,
    },
    site,
    ...overrides,
  });
}
