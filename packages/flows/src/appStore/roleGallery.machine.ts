import { and, assign } from 'xstate';
import {
  type AppListServices,
  appListActors,
  appStoreContext,
  appStoreRoot,
  appStoreSetup,
  categoriesRegion,
  chatRegion,
  hotRegion,
  roleCategoriesOf,
  searchRegion,
} from './appCentre.machine';

/** What the role gallery calls: the app centre's list calls (queryCats, /app/list, collect, /group/create). */
export type RoleGalleryServices = AppListServices;

/**
 * The role gallery (/role; docs/apps.md): the listed apps of the role categories (GET /app/queryCats rows with
 * `role: true`) as character cards, built from the app centre's pieces — its categories (which here offer 重试 when
 * they fail), its search (applied `searchDebounce` after typing stops), its feed (GET /app/list {catId, keyword}: pages,
 * a new query drops the replies before), its 尝试指令 (here 开始对话: POST /group/create, one at a time, `openChat`) and
 * its collect (shown at once, `pressGuard`).
 *
 * What differs is the feed's start: it waits until a role category is known and lists the first; a chip chooses among
 * them when there are several (/app/list takes one category, so there is no 全部). Without a role category it keeps
 * waiting (the view says 暂无角色).
 */
const roleGalleryMachine = appStoreSetup.createMachine({
  id: 'roleGallery',
  context: appStoreContext,
  type: 'parallel',
  states: {
    categories: categoriesRegion,
    search: searchRegion,
    hot: {
      ...hotRegion,
      initial: 'waiting',
      states: {
        ...hotRegion.states,
        waiting: {
          always: {
            guard: 'roleKnown',
            target: 'loading',
            actions: assign({ query: ({ context }) => ({ ...context.query, catId: roleCategoriesOf(context.categories)[0]?.id ?? null }) }),
          },
          // Nothing to list yet (a session change, a search before the categories came).
          on: { 'hot.reload': { target: 'waiting' } },
        },
      },
      // Only a role category's chip (another's, or 全部, lists nothing).
      on: { ...hotRegion.on, 'category.select': { ...hotRegion.on['category.select'], guard: and(['otherCategory', 'roleChip']) } },
    },
    chat: chatRegion,
  },
  on: appStoreRoot.on,
});

/** The machine with its calls. */
export const provideRoleGallery = (services: RoleGalleryServices) => roleGalleryMachine.provide({ actors: appListActors(services) });
