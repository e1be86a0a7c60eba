import { accountFeature } from './account';
import { agentsFeature } from './agents';
import { appStoreFeature } from './appStore';
import { chatFeature } from './chat';
import { drawingFeature } from './drawing';
import { economyFeature } from './economy';
import type { Feature, MessageShape, MessageTree } from './feature';
import { homeFeature } from './home';
import { knowledgeFeature } from './knowledge';
import { marketFeature } from './market';
import { shellFeature } from './shell';
import { supportFeature } from './support';

/**
 * THE list of the web app's product modules. The route table (routing/routeTable.ts), the screen
 * registry (routing/screens.ts) and the i18n resources (i18n/messages.ts) are composed from it;
 * ScreenKey, DialogKind and the message keys are derived from it (the hosts of a feature's dialog
 * kinds are in its dialogs.ts, which dialogs/dialogHosts.ts gathers into the dialog host's chunk).
 * A new module is one folder under features/ and one line here. Routes match in this order (the
 * app store's /chat/prompt before chat's /chat/:id?).
 */
const features = [
  shellFeature,
  homeFeature,
  accountFeature,
  economyFeature,
  appStoreFeature,
  agentsFeature,
  chatFeature,
  drawingFeature,
  marketFeature,
  knowledgeFeature,
  supportFeature,
] as const;

type Listed = (typeof features)[number];
type ScreensOf<F> = F extends { screens: infer Screens } ? Extract<keyof Screens, string> : never;
type DialogsOf<F> = F extends { dialogs: readonly (infer Dialog)[] } ? Extract<Dialog, string> : never;
type MessagesOf<F> = F extends { messages: { 'zh-CN': infer Messages } } ? Messages : never;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every screen key of every feature. */
export type ScreenKey = ScreensOf<Listed>;
/** Every dialog kind `openDialog` takes. */
export type DialogKind = DialogsOf<Listed>;
/** The app's messages: every feature's trees merged (zh-CN's shape; i18next's CustomTypeOptions). */
export type Messages = MessageShape<UnionToIntersection<MessagesOf<Listed>>>;

/** The list as plain descriptors, for composing (duplicate keys are refused there). */
export const featureList: readonly Feature<MessageTree, string, string, string>[] = features;

/** Merges `[key, value]` pairs from every feature; two features declaring one key is a mistake. */
export function uniqueEntries<T>(what: string, entries: Iterable<readonly [string, T]>): Record<string, T> {
  const result: Record<string, T> = {};
  for (const [key, value] of entries) {
    if (Object.hasOwn(result, key)) throw new Error(`Two features declare the ${what} "${key}"`);
    result[key] = value;
  }
  return result;
}
