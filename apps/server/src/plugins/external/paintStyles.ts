import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stylesheets a server-painted first screen needs beyond those index.html links: the build splits CSS per chunk and
 * a screen's own arrives with its script, after the paint. Each built stylesheet is indexed by the class names it
 * defines; a paint's class attributes then name the files to link in <head>. Pure data: no knowledge of routes.
 */
export function paintStyles(webRoot: string, template: string): (html: string) => string {
  const linked = new Set([...template.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]!));
  const filesOfClass = new Map<string, string[]>();
  const linkedClasses = new Set<string>();
  const assets = join(webRoot, 'assets');
  for (const file of existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.css')) : []) {
    const css = readFileSync(join(assets, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      if (linked.has(file)) linkedClasses.add(name!);
      else if (!filesOfClass.get(name!)?.includes(file)) filesOfClass.set(name!, [...(filesOfClass.get(name!) ?? []), file]);
    }
  }
  return (html) => {
    const needed = new Set<string>();
    for (const [, names] of html.matchAll(/class="([^"]+)"/g))
      for (const name of names!.split(/\s+/)) if (name && !linkedClasses.has(name)) filesOfClass.get(name)?.forEach((file) => needed.add(file));
    return [...needed]
      .sort()
      .map((file) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`)
      .join('');
  };
}
