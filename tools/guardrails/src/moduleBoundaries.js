// ESLint rule `lingxi/module-boundaries`: a server module (apps/server/src/modules/<name>/) imports another
// module only through that module's public face, `modules/<other>/index.ts`; its other files are internals.
import { dirname, relative, resolve, sep } from 'node:path';

/** The module a file belongs to and the modules root, or null outside apps/server/src/modules. @param {string} file */
function moduleOf(file) {
  const marker = `${sep}apps${sep}server${sep}src${sep}modules${sep}`;
  const at = file.indexOf(marker);
  if (at < 0) return null;
  const root = file.slice(0, at + marker.length - 1);
  const name = file.slice(at + marker.length).split(sep)[0];
  return name ? { root, name } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another module only through its index.ts (its plugin and public exports).' },
    messages: { internal: "'{{path}}' is an internal file of the {{target}} module: import it from '{{index}}' (the module's public exports)." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own) return {};
    /** @param {{ source?: { value?: unknown } | null }} node */
    const check = (node) => {
      const path = node.source?.value;
      if (typeof path !== 'string' || !path.startsWith('.')) return;
      const target = resolve(dirname(file), path);
      const [name, ...rest] = relative(own.root, target).split(sep);
      if (!name || name === '..' || name === own.name || rest.length === 0) return;
      if (rest.length === 1 && /^index(\.[cm]?[jt]sx?)?$/.test(rest[0] ?? '')) return;
      const index = relative(dirname(file), resolve(own.root, name, 'index.js'))
        .split(sep)
        .join('/');
      context.report({
        node: /** @type {any} */ (node.source),
        messageId: 'internal',
        data: { path, target: name, index: index.startsWith('.') ? index : `./${index}` },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: /** @type {{ value?: unknown }} */ (node.source) }),
    };
  },
};
