import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './availability';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a query the server never answered', pgError('Query read timeout')],
    [
      'a connection that could not be made in time',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['no free connection in time', pgError('timeout exceeded when trying to connect')],
    ['a connection lost under a query', pgError('Connection terminated unexpectedly')],
    ['the statement time-out', pgError('canceling statement due to statement timeout', '57014')],
    ['a server shutting down', pgError('terminating connection due to administrator command', '57P01')],
    ['a server starting up', pgError('the database system is starting up', '57P03')],
    ['a connection exception', pgError('connection failure', '08006')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a failed start', new DatabaseUnavailableError('PostgreSQL at db:5432/x is not answering')],
  ])('is true for %s, also wrapped by Drizzle', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a missing table', pgError('relation "x" does not exist', '42P01')],
    ['a trigger raising', pgError('injected failure', 'P0001')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'Query read timeout'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('survives a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
