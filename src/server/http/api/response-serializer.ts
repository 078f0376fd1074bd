import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from '../../../domain/schemas/zod';

/**
 * Answers are written by a serializer compiled from each route's response schema
 * (fast-json-stringify, Fastify's own): it writes the declared fields only, in the declared order,
 * several times faster than checking the answer with zod and then JSON.stringify. That the
 * services answer what the schemas say is checked by the tests (packages-api-responses.test.ts),
 * which read every real answer back through its zod schema.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
