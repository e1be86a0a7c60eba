import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { absentFields } from './absentFields.js';

function createAjv(options: Pick<Options, 'coerceTypes' | 'removeAdditional'>) {
  // addUsedSchema false: routes may share schemas with an $id without clashing in one instance.
  // discriminator: stripping undeclared fields breaks anyOf over objects (the first branch tried strips the others'
  // fields), so an object union is a oneOf with a discriminator (test/http/requestSchemas.test.ts walks every route).
  const ajv = new Ajv({ ...options, useDefaults: true, allErrors: false, addUsedSchema: false, strict: false, discriminator: true });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'wellFormed', type: 'string', schemaType: 'boolean', validate: isWellFormedText, errors: false });
  return ajv;
}

/** ES2024's String.prototype.isWellFormed (Node 20 has it; the ES2023 lib does not declare it). */
const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** No NUL and no unpaired surrogate: PostgreSQL refuses both in text (a 500 before this rule), and nobody types them. */
const isWellFormedText = (_on: boolean, text: string) => !text.includes('\u0000') && wellFormed(text);

/**
 * Bodies are validated without coercion (JSON already has types: 1 is not "1", "a" is not ["a"]); query strings, path
 * params and headers arrive as text and are coerced to the schema's types.
 */
const strict = { body: createAjv({ coerceTypes: false, removeAdditional: false }), text: createAjv({ coerceTypes: true, removeAdditional: false }) };
const tolerant = { body: createAjv({ coerceTypes: false, removeAdditional: 'all' }), text: createAjv({ coerceTypes: true, removeAdditional: 'all' }) };

/** The operator's API: an unknown field is a typo that must fail (400 不支持的参数). */
const isAdminRoute = (url: string) => url.startsWith('/api/admin/');

const isStringSchema = (schema: Record<string, unknown>) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/**
 * A copy of a request schema as it is enforced: every string refuses NUL and unpaired surrogates (`wellFormed`), and,
 * when `close` (admin bodies and queries), objects refuse undeclared fields unless they say otherwise.
 */
function enforced(schema: unknown, close: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => enforced(item, close));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, enforced(value, close)]));
  if (isStringSchema(copy)) copy.wellFormed = true;
  const open = 'additionalProperties' in copy || 'patternProperties' in copy;
  if (close && typeof copy.properties === 'object' && !open) copy.additionalProperties = false;
  return copy;
}

/**
 * The tolerance rule (docs/server.md). On public routes, bodies and queries lose their undeclared fields before a
 * handler sees them, and an optional field sent as null (when its schema has no null) or as '' (when its schema
 * refuses '') counts as absent: clients of this product family send `keyType=&model=`, `phone: ''`. Wrong types and
 * required fields are never relaxed. Admin bodies and queries refuse undeclared fields; path params and headers are
 * validated as declared. Everywhere, strings refuse NUL and unpaired surrogates (the bounds rule; integers carry
 * their column's range in their schemas, src/http/bounds.ts).
 */
const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart, url }) => {
  const request = httpPart === 'body' || httpPart === 'querystring';
  const lenient = request && !isAdminRoute(url);
  const ajv = (lenient ? tolerant : strict)[httpPart === 'body' ? 'body' : 'text'];
  const validate = ajv.compile(enforced(schema, request && !lenient) as object);
  const dropAbsent = lenient ? absentFields(schema) : undefined;
  return (data: unknown) => {
    dropAbsent?.(data);
    return validate(data) ? { value: data } : { error: Object.assign(new Error('validation failed'), { validation: validate.errors }) };
  };
};

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/**
 * The same compiler as the server's `schemaController` factory, so that every context uses it — also one that adds
 * shared schemas (`app.addSchema`), where a compiler set by `setValidatorCompiler` gives way to Fastify's default Ajv
 * (which coerces bodies and drops unknown fields). Fastify types the factory after Ajv's compile function; at run
 * time it is called with the route's `{ schema, httpPart, url }` like any validator compiler.
 */
export const validatorFactory = (() => validatorCompiler) as unknown as ValidatorFactory;
