// The baselines folder: one lossless-optimised PNG per distinct render. Shots that render exactly the same
// pixels (two states ending on the same screen) share one file through aliases.json ({ shot: shot it shares }),
// so every shot is still compared and no render is stored twice.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

export const aliasesFile = 'aliases.json';

/** @param {string} dir @returns {Record<string, string>} */
export function readAliases(dir) {
  const file = join(dir, aliasesFile);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** @param {string} dir @param {Record<string, string>} aliases */
export function writeAliases(dir, aliases) {
  const sorted = Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(dir, aliasesFile), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The file a shot is compared with. @param {string} dir @param {Record<string, string>} aliases @param {string} name */
export function baselineFile(dir, aliases, name) {
  return join(dir, `${aliases[name] ?? name}.png`);
}

/** Identity of a render: its size and exact RGBA pixels (the PNG encoding does not matter). @param {Buffer} png */
export function renderKey(png) {
  const { width, height, data } = PNG.sync.read(png);
  return createHash('sha256').update(`${width}x${height}:`).update(data).digest('hex');
}

/**
 * Decides the files of an update. `shots` are the shots of this run, each with the key of the render it keeps
 * (the existing baseline when unchanged, else the new capture) and whether that is new. The first shot of a group of
 * identical renders that already owns an unchanged file keeps it (no rewrite); otherwise the first by name owns it.
 * @param {{ name: string, key: string, changed: boolean }[]} shots
 * @param {Record<string, string>} aliases the current aliases (of every shot, also those outside this run)
 * @returns {{ owners: string[], aliases: Record<string, string>, materialise: string[] }} who owns a file, the new
 *   aliases, and the shots outside this run whose shared file is rewritten or removed (each first gets its own copy)
 */
export function planBaselines(shots, aliases) {
  /** @type {Map<string, typeof shots>} */
  const groups = new Map();
  for (const shot of [...shots].sort((a, b) => a.name.localeCompare(b.name))) {
    groups.set(shot.key, [...(groups.get(shot.key) ?? []), shot]);
  }
  const inRun = new Set(shots.map((shot) => shot.name));
  const next = Object.fromEntries(Object.entries(aliases).filter(([alias]) => !inRun.has(alias)));
  const owners = [];
  /** The owner of each run shot's group. */
  const ownerOf = new Map();
  for (const group of groups.values()) {
    const owner = group.find((shot) => !shot.changed && !aliases[shot.name]) ?? /** @type {(typeof shots)[number]} */ (group[0]);
    owners.push(owner.name);
    for (const shot of group) {
      ownerOf.set(shot.name, owner.name);
      if (shot !== owner) next[shot.name] = owner.name;
    }
  }
  // A shot outside the run that shares the file of a run shot: unchanged pixels follow the group's owner; a changed
  // file is no longer its render, so it gets a copy of the old file first.
  const changed = new Set(shots.filter((shot) => shot.changed).map((shot) => shot.name));
  const materialise = [];
  for (const [alias, target] of Object.entries(next)) {
    if (inRun.has(alias) || !inRun.has(target)) continue;
    if (changed.has(target)) {
      materialise.push(alias);
      delete next[alias];
    } else {
      next[alias] = /** @type {string} */ (ownerOf.get(target));
    }
  }
  return { owners, aliases: next, materialise };
}

/** Lossless PNG optimisation (Debian's optipng), installed on first use when this user may. */
export function ensureOptipng() {
  if (spawnSync('optipng', ['-v'], { stdio: 'ignore' }).status === 0) return;
  const install = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y optipng';
  if (process.getuid?.() !== 0) throw new Error(`Baselines are stored optimised: install optipng first (sudo sh -c '${install}').`);
  execFileSync('sh', ['-c', install], { stdio: 'inherit' });
}

/**
 * Writes a baseline optimised (optipng -o2: about 30 % smaller, pixel-identical), through a temporary file.
 * @param {string} file @param {Buffer} png
 */
export function writeOptimised(file, png) {
  const temporary = `${file}.tmp.png`;
  writeFileSync(temporary, png);
  execFileSync('optipng', ['-quiet', '-o2', temporary]);
  renameSync(temporary, file);
}

/** Removes a file if it is there. @param {string} file */
export function removeFile(file) {
  rmSync(file, { force: true });
}
