import { lazy, type ComponentType } from 'react';
import type { DialogKind } from '../features';
import type { DialogHostLoader, DialogHostProps } from '../features/feature';

// Every feature's dialogs.ts (the hosts of the kinds its descriptor lists), bundled with the dialog
// host: the first screen carries neither the hosts' import calls nor their preload lists.
const featureDialogs = import.meta.glob<Record<string, DialogHostLoader>>('../features/*/dialogs.ts', { eager: true, import: 'dialogHosts' });

const hosts: Record<string, ComponentType<DialogHostProps>> = {};
for (const [path, loaders] of Object.entries(featureDialogs)) {
  for (const [kind, load] of Object.entries(loaders)) {
    if (Object.hasOwn(hosts, kind)) throw new Error(`${path} declares the dialog "${kind}" a second time`);
    hosts[kind] = lazy(load);
  }
}

/** Each kind's host (the shell's DialogHost draws the notice itself), each its own chunk, loaded when the dialog first opens. */
export const dialogHosts: Partial<Record<DialogKind, ComponentType<DialogHostProps>>> = hosts;
