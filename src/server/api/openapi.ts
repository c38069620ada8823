/**
 * @module api/openapi
 * The OpenAPI 3.1 document of the API, generated from the same route declarations and zod
 * schemas that validate requests (`route-kit`), so it lists exactly what the server answers.
 */
import { z } from 'zod';
import type { AnyRoute } from './route-kit';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType): Json {
  // `input` describes what a caller sends (before coercion and defaults).
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

function parameters(where: 'path' | 'query', shape: z.ZodRawShape | undefined): Json[] {
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => {
    const schema = field as z.ZodType;
    return {
      name,
      in: where,
      required: where === 'path' ? true : isRequired(schema),
      ...(schema.description ? { description: schema.description } : {}),
      schema: schemaOf(schema),
    };
  });
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        details: {
          description: 'For VALIDATION: the fields that failed, [{ field, message }]',
        },
      },
    },
  },
} as const;

function responses(route: AnyRoute): Json {
  const ok = {
    description: route.returns ?? 'Success',
    content: { 'application/json': { schema: { type: 'object' } } },
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const out: Json = { [String(route.status ?? 200)]: ok };
  if (route.params || route.query || route.body)
    out['400'] = error('Invalid input; names the field');
  if (route.access === 'user' || route.access === 'admin') {
    out['401'] = error('Missing, expired or invalid token');
    out['418'] = error('Session ended: logged in elsewhere, banned or deleted');
  }
  if (route.access === 'admin') out['403'] = error('Administrators only');
  if (route.params) out['404'] = error('Unknown id');
  if (route.body) out['415'] = error('The body is not JSON (Content-Type: application/json)');
  return out;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  serverUrl: string;
}

/**
 * Builds the document for the given routes.
 * @example openApiDocument(routes, { title: 'Live score API', version: '0.1.0', serverUrl: '/api' })
 */
export function openApiDocument(routes: readonly AnyRoute[], info: OpenApiInfo): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const operation: Json = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
      parameters: [
        ...parameters('path', route.params?.shape),
        ...parameters('query', route.query?.shape),
      ],
      responses: responses(route),
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body) } },
      };
    }
    if (route.access && route.access !== 'public') {
      operation.security = route.access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Lists answer { data: [...], count: { total } }; single objects { data: {...} }; errors { error: { code, message, details? } }. ' +
        'Bodies are JSON (415 otherwise). Calls that change data (POST, PUT, PATCH, DELETE) sent by a browser from another site than this one or an allowed embedding site are refused with 403 CROSS_ORIGIN.',
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_SCHEMA },
    },
  };
}
