/**
 * @module resilience/fuzz/openapi-model
 * The operations `GET /api/openapi.json` documents, flattened for the fuzz: method, path
 * template, parameters by place with their JSON schemas, the JSON body schema and whether the
 * call needs a token.
 */

/** The part of JSON Schema the API's documents use (zod's output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  description?: string;
}

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** Template under the API base, e.g. `/games/{id}`. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body?: JsonSchema;
  /** Documented as needing a Bearer token. */
  secured: boolean;
}

interface RawParam {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: RawParam[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, RawOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/**
 * Reads the document and lists its operations, with the API base (`/api`) it states.
 * @example const { base, operations } = await loadOperations('http://127.0.0.1:4321')
 */
export async function loadOperations(
  baseUrl: string,
): Promise<{ base: string; operations: Operation[] }> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  const doc = (await response.json()) as Document;
  const base = doc.servers?.[0]?.url ?? '/api';
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const pick = (where: string): Param[] =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        queryParams: pick('query'),
        ...(body ? { body } : {}),
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return { base, operations };
}
