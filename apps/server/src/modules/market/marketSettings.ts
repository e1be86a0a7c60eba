import type { ConfigStore } from '../../domain/config/configStore.js';

/** The operator's market settings, read from the site config on every use (it reloads on change). */
export class MarketSettings {
  constructor(private readonly config: ConfigStore) {}

  /** Shares wait for the operator's review (待审核) before they are listed; off, they are listed at once. */
  get review(): boolean {
    return this.config.get<unknown>('marketReview', true) !== false;
  }

  /** Points given to the author when the operator approves a share, once per drawing; 0 none. */
  get shareReward(): number {
    const value = this.config.get<unknown>('marketShareReward', 0);
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
  }
}

/** The settings' keys, as the back office edits them. */
export const marketSettingKeys = ['marketReview', 'marketShareReward'] as const;
