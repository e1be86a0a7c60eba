import type { ComponentType } from 'react';
import type { DialogOptions } from '../dialogs/dialogRequests';

/** What the router hands every screen: its translated title, route params and query. */
export interface ScreenProps {
  title: string;
  path: string;
  params: Record<string, string | undefined>;
  search: string;
}

/** What the dialog host hands every dialog host: how to close it and the options it was opened with. */
export interface DialogHostProps {
  options: DialogOptions;
  onClose: () => void;
}

/** A screen's module, imported when the screen is first visited: every screen is its own chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;
/** A dialog host's module, imported when the dialog first opens: every host is its own chunk. */
export type DialogHostLoader = () => Promise<{ default: ComponentType<DialogHostProps> }>;
/** What a feature's `dialogs.ts` exports as `dialogHosts`: a host for each kind its descriptor lists. */
export type DialogHostsOf<F extends { dialogs: readonly string[] }> = Record<F['dialogs'][number], DialogHostLoader>;

/**
 * A row a feature adds to /homePage (docs/web-shell.md "Home sections"), shown in ascending `order`.
 * `load` imports the section when the home page first shows it (each section is its own chunk); the
 * component decides itself whether it has anything to show (it renders nothing otherwise).
 */
export interface HomeSection {
  key: string;
  order: number;
  load: () => Promise<{ default: ComponentType }>;
}

/** Which frame a screen sits in (SPEC §2.2). */
export type LayoutKind = 'home' | 'main' | 'bare';

export interface ScreenRoute<Screen extends string = string, Title extends string = string> {
  path: string;
  /** The route name of SPEC §2.1 (the navigation guard's menu access compares these). */
  name: string;
  screen: Screen;
  /** The screen's name in messages.screens: the document title and the coming-soon heading. */
  title: Title;
  layout: LayoutKind;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
}

/** A feature's texts: nested objects of strings (`{{name}}` placeholders). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
/** Same keys as `T`, every leaf a string: what en and zh-TW must fill for a zh-CN tree. */
export type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
/** A translation's module import, e.g. `() => import('./messages/en').then((module) => module.en)`. */
export type TranslationLoader<T> = () => Promise<T>;

type TitleOf<Messages> = Messages extends { screens: infer Titles } ? Extract<keyof Titles, string> : never;

/** One product module of the web app, as `features/index.ts` lists it. */
export interface Feature<
  Messages extends MessageTree = MessageTree,
  Screen extends string = string,
  Dialog extends string = string,
  Title extends string = TitleOf<Messages>,
> {
  name: string;
  /**
   * zh-CN is the source (the spec's texts verbatim), bundled: every language falls back to it. en and zh-TW have exactly
   * its keys and are imported when the interface first needs them (every feature's texts in one language are one chunk).
   */
  messages: { 'zh-CN': Messages; en: TranslationLoader<MessageShape<Messages>>; 'zh-TW': TranslationLoader<MessageShape<Messages>> };
  /** Screens by screen key; the key is what routes name. */
  screens: Record<Screen, ScreenLoader>;
  /** The feature's paths, in matching order (all features' lists are joined in the order of the feature list). */
  routes: readonly ScreenRoute<Screen, Title>[];
  redirects: readonly RedirectRoute[];
  /**
   * The dialog kinds the feature answers (`openDialog(kind)`). Their hosts are in the feature's
   * `dialogs.ts` (`export const dialogHosts`), which only the dialog host's chunk imports: the
   * first screen carries neither the hosts' import calls nor their preload lists. The shell's
   * notice is drawn by the dialog host itself.
   */
  dialogs: readonly Dialog[];
  /** The rows the feature adds to the home page, below the module cards. */
  homeSections: readonly HomeSection[];
}

/**
 * Declares a feature: infers its screen keys, dialog kinds and message keys from what it lists, so
 * the app's ScreenKey, DialogKind and translation keys are derived from the feature list alone.
 * Routes may only name the feature's own screens and screen titles.
 */
export function defineFeature<
  Messages extends MessageTree = Record<never, never>,
  Screen extends string = never,
  const Dialog extends string = never,
>(feature: {
  name: string;
  /** Omitted: the feature's texts are all in its flows' catalogs. */
  messages?: { 'zh-CN': Messages; en: TranslationLoader<NoInfer<MessageShape<Messages>>>; 'zh-TW': TranslationLoader<NoInfer<MessageShape<Messages>>> };
  screens?: Record<Screen, ScreenLoader>;
  routes?: readonly ScreenRoute<NoInfer<Screen>, TitleOf<NoInfer<Messages>>>[];
  redirects?: readonly RedirectRoute[];
  dialogs?: readonly Dialog[];
  homeSections?: readonly HomeSection[];
}): Feature<Messages, Screen, Dialog> {
  const none = { 'zh-CN': {}, en: async () => ({}), 'zh-TW': async () => ({}) } as Feature<Messages, Screen, Dialog>['messages'];
  return { messages: none, screens: {} as Record<Screen, ScreenLoader>, routes: [], redirects: [], dialogs: [], homeSections: [], ...feature };
}
