import { type Mock, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import type { AppCentreContext, AppCentreServices, provideAppCentre } from './appCentre.machine';
import { appCategoriesFixture } from './appStoreFixtures';
import type { AppCategory, AppChatGroup, AppPage, HotApp, HotQuery, MyApp } from './appStoreTypes';
import type { provideRoleGallery } from './roleGallery.machine';

// The machine tests' fakes (the app centre's and the role gallery's).

/** A server whose replies the test gives by hand, in any order; the categories answer at once unless told. */
export function fakeAppServer(loadCategories: () => Promise<AppCategory[]> = async () => appCategoriesFixture) {
  const hot: { query: HotQuery; page: number; size: number; resolve: (page: AppPage<HotApp>) => void; reject: (error: Error) => void }[] = [];
  const mine: { page: number; resolve: (page: AppPage<MyApp>) => void; reject: (error: Error) => void }[] = [];
  const collects: { appId: number; resolve: (message: string) => void; reject: (error: Error) => void }[] = [];
  const chats: { appId: number; resolve: (group: AppChatGroup) => void; reject: (error: Error) => void }[] = [];
  const deletes: { appId: number; resolve: (value: null) => void; reject: (error: Error) => void }[] = [];
  const services: AppCentreServices = {
    loadCategories: vi.fn(loadCategories),
    loadHot: vi.fn((query, page, size) => new Promise<AppPage<HotApp>>((resolve, reject) => hot.push({ query, page, size, resolve, reject }))),
    loadMine: vi.fn((page) => new Promise<AppPage<MyApp>>((resolve, reject) => mine.push({ page, resolve, reject }))),
    collect: vi.fn((appId) => new Promise<string>((resolve, reject) => collects.push({ appId, resolve, reject }))),
    createChat: vi.fn((appId) => new Promise<AppChatGroup>((resolve, reject) => chats.push({ appId, resolve, reject }))),
    deleteApp: vi.fn((appId) => new Promise<null>((resolve, reject) => deletes.push({ appId, resolve, reject }))),
  };
  return { services, hot, mine, collects, chats, deletes };
}

type AppCentreMachine = ReturnType<typeof provideAppCentre>;
type RoleGalleryMachine = ReturnType<typeof provideRoleGallery>;
interface Booted<Machine extends AppCentreMachine | RoleGalleryMachine> {
  actor: Actor<Machine>;
  clock: SimulatedClock;
  notices: Mock;
  opened: Mock;
  login: Mock;
  context(): AppCentreContext;
  hotIds(): number[];
}

/** Starts either machine on simulated time, recording what it emits. */
export function bootAppList(machine: AppCentreMachine, input: { loggedIn: boolean; tab?: 'hot' | 'mine' }): Booted<AppCentreMachine>;
export function bootAppList(machine: RoleGalleryMachine, input: { loggedIn: boolean }): Booted<RoleGalleryMachine>;
export function bootAppList(machine: AppCentreMachine | RoleGalleryMachine, input: { loggedIn: boolean; tab?: 'hot' | 'mine' }) {
  const clock = new SimulatedClock();
  const notices = vi.fn();
  const opened = vi.fn();
  const login = vi.fn();
  const actor = createActor(machine, { input, clock });
  actor.on('notify', (event) => notices(event.notice));
  actor.on('openChat', (event) => opened(event.groupId, event.demoLines));
  actor.on('requestLogin', () => login());
  actor.start();
  const context = () => actor.getSnapshot().context;
  return { actor, clock, notices, opened, login, context, hotIds: () => context().hot.rows.map((row) => row.id) };
}

/** Lets resolved fake calls reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
