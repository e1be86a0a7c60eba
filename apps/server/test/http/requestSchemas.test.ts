import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN } from '../../src/http/bounds';
import { createTestApp } from '../../src/testing/testApp';

/**
 * Public routes strip undeclared fields (src/http/validators.ts). Ajv strips while it tries each branch of an anyOf,
 * so an object union would lose the fields of every branch but the first: every union of objects in a request must be
 * a oneOf with a discriminator. This walks every route's request schemas in the API document.
 */
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isObjectSchema = (node: Node) => node.type === 'object' || isNode(node.properties);

/**
 * Visits every schema node under `root` once (following $ref into `components`), calling `check` with the node and
 * its JSON pointer; returns what the checks reported.
 */
function findings(root: Node, components: Record<string, Node>, check: (node: Node, at: string, report: (finding: string) => void) => void): string[] {
  const found: string[] = [];
  const seen = new Set<Node>();
  const visit = (node: unknown, at: string) => {
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    const ref = typeof node.$ref === 'string' ? components[node.$ref.split('/').at(-1) ?? ''] : undefined;
    if (ref) visit(ref, node.$ref as string);
    check(node, at, (finding) => found.push(finding));
    for (const [key, value] of Object.entries(node)) if (key !== '$ref') visit(value, `${at}/${key}`);
  };
  visit(root, '');
  return found;
}

/** Where a request schema has a union of objects that is not a discriminated oneOf (JSON pointers). */
function undiscriminatedUnions(root: Node, components: Record<string, Node> = {}): string[] {
  return findings(root, components, (node, at, report) => {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      const resolved = branches.map((branch: Node) => (typeof branch.$ref === 'string' ? (components[branch.$ref.split('/').at(-1) ?? ''] ?? branch) : branch));
      if (resolved.some(isObjectSchema) && !(keyword === 'oneOf' && isNode(node.discriminator))) report(`${at}/${keyword}`);
    }
  });
}

const typesOf = (node: Node) => (Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : []);
const withinInt4 = (value: unknown) => typeof value === 'number' && value >= INT4_MIN && value <= INT4_MAX;

/**
 * The bounds rule (docs/server.md): where a request schema has an integer or number without a minimum and maximum
 * inside int4, or a string without a maxLength (an enum or constant is bounded already).
 */
function unboundedValues(root: Node, components: Record<string, Node> = {}): string[] {
  return findings(root, components, (node, at, report) => {
    const types = typesOf(node);
    const fixed = Array.isArray(node.enum) || 'const' in node;
    if ((types.includes('integer') || types.includes('number')) && !fixed && !(withinInt4(node.minimum) && withinInt4(node.maximum)))
      report(`${at} (${types.join('|')})`);
    if (types.includes('string') && !fixed && typeof node.maxLength !== 'number') report(`${at} (string)`);
  });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
});
afterAll(async () => app.close());

describe('request schemas', () => {
  it('have no union of objects without a discriminator (public routes strip undeclared fields)', () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, Node>>; components?: { schemas?: Record<string, Node> } };
    const components = document.components?.schemas ?? {};
    const requests = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        request: { parameters: operation.parameters, body: operation.requestBody },
      })),
    );
    expect(requests.length).toBeGreaterThan(40);
    const offenders = requests.flatMap(({ name, request }) => undiscriminatedUnions(request, components).map((at) => `${name}${at}`));
    expect(offenders).toEqual([]);
  });

  it('bound every integer to its int4 column and every string to a length (the bounds rule)', () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, Node>>; components?: { schemas?: Record<string, Node> } };
    const components = document.components?.schemas ?? {};
    const offenders = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        unboundedValues({ parameters: operation.parameters, body: operation.requestBody }, components).map((at) => `${method.toUpperCase()} ${path}${at}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the bounds walk finds an unbounded integer or string and accepts bounded ones', () => {
    const body = (properties: Node) => ({ body: { type: 'object', properties } });
    expect(unboundedValues(body({ id: { type: 'integer', minimum: 1 } }))).toEqual(['/body/properties/id (integer)']);
    expect(unboundedValues(body({ id: { type: 'integer', minimum: 1, maximum: 2 ** 53 } }))).toEqual(['/body/properties/id (integer)']);
    expect(unboundedValues(body({ name: { type: 'string', minLength: 1 } }))).toEqual(['/body/properties/name (string)']);
    expect(
      unboundedValues(body({ id: { type: 'integer', minimum: 1, maximum: INT4_MAX }, name: { type: 'string', maxLength: 9 }, kind: { enum: ['a'] } })),
    ).toEqual([]);
  });

  it('the walk finds an anyOf of objects and accepts a discriminated oneOf', () => {
    const a = { type: 'object', properties: { kind: { const: 'a' }, x: { type: 'string' } } };
    const b = { type: 'object', properties: { kind: { const: 'b' }, y: { type: 'integer' } } };
    expect(undiscriminatedUnions({ body: { properties: { shape: { anyOf: [a, b] } } } })).toEqual(['/body/properties/shape/anyOf']);
    expect(undiscriminatedUnions({ body: { $ref: '#/components/schemas/Shape' } }, { Shape: { oneOf: [a, b] } })).toEqual(['#/components/schemas/Shape/oneOf']);
    expect(undiscriminatedUnions({ body: { oneOf: [a, b], discriminator: { propertyName: 'kind' } } })).toEqual([]);
    expect(undiscriminatedUnions({ body: { anyOf: [{ type: 'integer' }, { type: 'null' }] } })).toEqual([]);
  });
});
