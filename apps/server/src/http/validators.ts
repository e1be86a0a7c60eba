import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

function createAjv(coerceTypes: boolean) {
  // addUsedSchema false: routes may share schemas with an $id without clashing in one instance.
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: false, addUsedSchema: false, strict: false });
  addFormats.default(ajv);
  return ajv;
}

const strict = createAjv(false);
const coercing = createAjv(true);

/**
 * Bodies are validated strictly (JSON already has types: 1 is not "1", "a" is not ["a"]);
 * query strings, path params and headers arrive as text and are coerced to the schema's types.
 */
const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? strict : coercing).compile(schema);
  return (data: unknown) => (validate(data) ? { value: data } : { error: Object.assign(new Error('validation failed'), { validation: validate.errors }) });
};

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/**
 * The same compiler as the server's `schemaController` factory, so that every context uses it — also one that adds
 * shared schemas (`app.addSchema`), where a compiler set by `setValidatorCompiler` gives way to Fastify's default Ajv
 * (which coerces bodies and drops unknown fields). Fastify types the factory after Ajv's compile function; at run
 * time it is called with the route's `{ schema, httpPart }` like any validator compiler.
 */
export const validatorFactory = (() => validatorCompiler) as unknown as ValidatorFactory;
