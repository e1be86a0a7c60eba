import type { ScreenKey } from '../../index';
import { resolveRoute } from '../../../routing/matchRoute';

/** Below this viewport width the chat screens start with the sidebar as an 80 px icon rail, giving the conversation the room. */
const railBreakpoint = 1600;

export const railQuery = `screen and (max-width: ${railBreakpoint - 1}px)`;

/** The screens whose sidebar becomes the rail: the conversation list and the conversation need the width. */
const railScreens: readonly ScreenKey[] = ['chat', 'document'];

/** Whether a path shows a chat screen (/chat, /chat/:id, /document; not /chat/prompt, a screen of its own). */
export function isRailScreen(path: string): boolean {
  const match = resolveRoute(path);
  return match.kind === 'screen' && railScreens.includes(match.route.screen);
}
