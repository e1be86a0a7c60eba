/**
 * Half of the tolerance rule (validators.ts): which optional fields of a request schema count as absent when sent as
 * null or ''. Worked out once per route from its schema; the returned function deletes such fields in place, in
 * nested objects and arrays of objects too.
 */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const branchesOf = (schema: Schema): Schema[] => [schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list.filter(isSchema) : []));
const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : []);

/** The schema accepts null: sending null then says something and is kept. */
function allowsNull(schema: Schema): boolean {
  if (typesOf(schema).includes('null') || schema.const === null) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  return branchesOf(schema).some(allowsNull);
}

/** '' can never pass the schema: a number, boolean, enum, constant, or a string with a pattern, format or minLength. */
function refusesEmpty(schema: Schema): boolean {
  const branches = branchesOf(schema);
  if (branches.length) return branches.every(refusesEmpty);
  if (Array.isArray(schema.enum)) return !schema.enum.includes('');
  if ('const' in schema) return schema.const !== '';
  const types = typesOf(schema);
  if (!types.length) return false;
  if (!types.includes('string')) return true;
  return typeof schema.pattern === 'string' || typeof schema.format === 'string' || (typeof schema.minLength === 'number' && schema.minLength > 0);
}

type Drop = (data: unknown) => void;

export function absentFields(schema: unknown): Drop | undefined {
  if (!isSchema(schema)) return undefined;
  const items = isSchema(schema.items) ? absentFields(schema.items) : undefined;
  if (items) return (data) => Array.isArray(data) && data.forEach(items);
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rules = Object.entries(properties)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([key, property]) => ({
      key,
      nullIsAbsent: !required.has(key) && !allowsNull(property),
      emptyIsAbsent: !required.has(key) && refusesEmpty(property),
      nested: absentFields(property),
    }))
    .filter((rule) => rule.nullIsAbsent || rule.emptyIsAbsent || rule.nested);
  if (!rules.length) return undefined;
  return (data) => {
    if (!isSchema(data)) return;
    for (const { key, nullIsAbsent, emptyIsAbsent, nested } of rules) {
      const value = data[key];
      if ((value === null && nullIsAbsent) || (value === '' && emptyIsAbsent)) delete data[key];
      else nested?.(value);
    }
  };
}
