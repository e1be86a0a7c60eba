import type { Recipe } from './mjScene.js';

/** How the simulated midjourney-proxy behaves; rates are fractions picked deterministically per task (by its number). */
export interface MjBehaviour {
  /** The `mj-api-secret` header (or `Authorization: Bearer`) it requires; empty: none. */
  secret: string;
  /** SUBMITTED → IN_PROGRESS after this long (once a slot is free). */
  startDelayMs: number;
  /** Progress moves every stepMs, `steps` times, then SUCCESS. */
  stepMs: number;
  steps: number;
  /** Tasks drawn at once; the rest wait (code 22 with their place) up to `queueLimit`, beyond it code 23. */
  concurrency: number;
  queueLimit: number;
  /** Prompts holding one of these are refused with code 24. */
  bannedWords: string[];
  /** Share of tasks that end in FAILURE halfway, that stall in IN_PROGRESS forever, of submits refused with code 23. */
  failureRate: number;
  stallRate: number;
  queueRejectRate: number;
  /** Held: tasks being drawn stay at their first step until released (a test kills the server mid-drawing). */
  paused: boolean;
  /** Share of requests (submit and fetch) answered with a 500. */
  serverErrorRate: number;
  /** Share of notifies never sent, sent twice, and held back so a later one arrives first. */
  notifyLossRate: number;
  notifyDuplicateRate: number;
  notifyReorderRate: number;
}

type MjStatus = 'NOT_START' | 'SUBMITTED' | 'MODAL' | 'IN_PROGRESS' | 'FAILURE' | 'SUCCESS' | 'CANCEL';

export interface MjButton {
  customId: string;
  emoji: string;
  label: string;
  type: number;
  style: number;
}

/** A task as the proxy's API shows it (PROTOCOLS §5.2), plus what the sim needs to draw and drive it. */
export interface MjTask {
  id: string;
  action: string;
  status: MjStatus;
  progress: string;
  prompt: string;
  promptEn: string;
  description: string;
  state: string;
  submitTime: number;
  startTime: number | null;
  finishTime: number | null;
  imageUrl: string | null;
  failReason: string | null;
  properties: Record<string, unknown>;
  buttons: MjButton[];
  /** Sim-only: the picture's recipe (null for text results), the mode's prefix, the hook, its fate, used buttons. */
  recipe: Recipe | null;
  mode: 'fast' | 'relax' | 'turbo' | null;
  notifyHook: string | null;
  fate: 'succeed' | 'fail' | 'stall';
  seed: string;
  used: Map<string, string>;
  /** The modal an action waits for (vary region, custom zoom): what to make once it is submitted. */
  pendingModal: ((prompt: string, mask: Buffer | null) => Recipe) | null;
}

export interface MjState {
  behaviour: MjBehaviour;
  tasks: Map<string, MjTask>;
  /** Tasks waiting for a slot, in order. */
  waiting: string[];
  drawing: number;
  /** Counts of what was asked, for tests: submits by path, fetches, list calls, notifies sent. */
  counts: { submits: Record<string, number>; fetches: number; lists: number; notifies: number; notifiesLost: number };
  /** Images uploaded through upload-discord-images, by id. */
  attachments: Map<string, Buffer>;
  nextId: number;
  timers: Set<NodeJS.Timeout>;
}

export const DEFAULT_MJ_SECRET = 'mj-sim-secret';

export function createMjState(): MjState {
  return {
    behaviour: {
      secret: DEFAULT_MJ_SECRET,
      startDelayMs: 200,
      stepMs: 300,
      steps: 4,
      concurrency: 12,
      queueLimit: 1000,
      bannedWords: ['违禁词', 'forbidden'],
      failureRate: 0,
      stallRate: 0,
      queueRejectRate: 0,
      paused: false,
      serverErrorRate: 0,
      notifyLossRate: 0,
      notifyDuplicateRate: 0,
      notifyReorderRate: 0,
    },
    tasks: new Map(),
    waiting: [],
    drawing: 0,
    counts: { submits: {}, fetches: 0, lists: 0, notifies: 0, notifiesLost: 0 },
    attachments: new Map(),
    nextId: 1,
    timers: new Set(),
  };
}

/** Stops every timer (a reset or the sim closing). */
export function stopMjTimers(state: MjState): void {
  for (const timer of state.timers) clearTimeout(timer);
  state.timers.clear();
}
