import { Ajv, type ValidateFunction } from 'ajv';

/**
 * The answers an OpenAPI 3.0 document (as @nestjs/swagger emits it) promises, checked with Ajv (draft-07):
 * `nullable` becomes a union with null, `$ref`s resolve against `components.schemas`.
 */

export type JsonSchema = { [keyword: string]: unknown };

export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface DocumentedOperation {
  responses?: Record<string, ResponseObject>;
}

export interface ResponseDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const COMPONENTS_ID = 'components';
/** Keywords of OpenAPI that say nothing about validity. */
const ANNOTATIONS = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator']);

/** OpenAPI 3.0 schema → JSON Schema draft-07. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const converted: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword) || keyword === 'nullable') continue;
    if (keyword === '$ref' && typeof value === 'string') converted[keyword] = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/definitions/`);
    else if (keyword === 'properties' || keyword === 'definitions') {
      converted[keyword] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, property]) => [name, toJsonSchema(property)]));
    } else converted[keyword] = toJsonSchema(value);
  }
  return (schema as JsonSchema)['nullable'] === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const is2xx = (status: string): boolean => /^2\d\d$/.test(status);

/** The operations (`METHOD /path`) with no 2xx answer that documents its body's schema (a 204 has no body to document). */
export function operationsWithout2xxSchema(document: ResponseDocument): string[] {
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const answers = Object.entries(operation.responses ?? {}).filter(([status]) => is2xx(status));
      const documented =
        answers.length > 0 &&
        answers.every(([status, response]) => status === '204' || Object.values(response.content ?? {}).some((media) => media.schema !== undefined));
      if (!documented) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing.sort();
}

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

/** Checks 2xx answers against the document: the status is documented, the content type too, and a JSON body fits its schema. */
export class ResponseValidator {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, logger: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: ResponseDocument) {
    this.ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    this.ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    this.ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    this.ajv.addFormat('binary', true);
    const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, toJsonSchema(schema)]);
    this.ajv.addSchema({ $id: COMPONENTS_ID, definitions: Object.fromEntries(schemas) });
  }

  /** The problems of one answer to `method template` (the path as the document names it); empty when it keeps the promise. */
  problems(method: string, template: string, answer: Answer): string[] {
    if (answer.status < 200 || answer.status > 299) return [];
    const responses = this.document.paths[template]?.[method.toLowerCase()]?.responses ?? {};
    const documented = responses[String(answer.status)];
    if (!documented) return [`${answer.status} is not a documented answer (documented: ${Object.keys(responses).join(', ')})`];
    if (answer.status === 204) return [];
    const mediaType = answer.contentType.split(';')[0]?.trim() ?? '';
    const media = documented.content?.[mediaType];
    if (!media?.schema)
      return [
        `${answer.status} ${mediaType || '(no content type)'} has no documented schema (documented: ${Object.keys(documented.content ?? {}).join(', ')})`,
      ];
    if (mediaType !== 'application/json') return [];
    const validate = this.validator(`${method} ${template} ${answer.status}`, media.schema);
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`);
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as JsonSchema);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
