import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { UNREADABLE_SECRET, type AgentsService } from './agents.service';

/**
 * At start (decision 0022): the agents' secret key is read — or written once into the data
 * folder — and TOTP secrets still stored in clear are encrypted. What the log says about it never
 * includes a key or a secret. A key that cannot be read or written stops the start: the back
 * office could not check a code without it.
 */
export async function protectAgentSecrets(
  agents: AgentsService,
  config: Pick<Config, 'database'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
) {
  const { key, encrypted, unreadable } = await agents.protectSecrets();
  if (key.source === 'new-file')
    log.warn(
      { file: key.file, keyId: key.id },
      'agents’ secret key written into the data folder: keep it with the backups (without it no enrolled second factor can be checked), or set AGENT_SECRET_KEY',
    );
  if (key.loosePermissions)
    log.warn({ file: key.file }, 'the agents’ secret key file can be read by other users: chmod 600 it');
  if (key.source !== 'environment' && config.database.kind === 'postgres')
    log.warn(
      { file: key.file, keyId: key.id },
      'agents’ secret key read from the data folder: every instance on this PostgreSQL must use the same key, so set AGENT_SECRET_KEY on all of them',
    );
  if (encrypted > 0)
    log.info({ encrypted, keyId: key.id }, 'agents’ TOTP secrets stored in clear are now encrypted');
  for (const problem of unreadable)
    log.error({ agent: problem.agentId, reason: problem.reason, keyId: key.id }, UNREADABLE_SECRET);
  log.info({ source: key.source, keyId: key.id }, 'agents’ secret key ready');
}
