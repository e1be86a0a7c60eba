import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? strict : coercing).compile(schema);
  return (data: unknown) => (validate(data) ? { value: data } : { error: Object.assign(new Error('validation failed'), { validation: validate.errors }) });
};
