import type { FastifyInstance } from 'fastify';

/** Paced like a slow real proxy, so the demo shows queueing and progress as users will see them. */
const DEMO_PACE = { startDelayMs: 1_000, stepMs: 1_500, steps: 6 };

/**
 * Demo mode for drawing (`npm start` with no midjourney-proxy configured): apps/sim's proxy runs in this process on a
 * loopback port with its default secret. Configuring a proxy host takes precedence at once. Returns its stop function,
 * or null when a proxy is configured.
 */
export async function startDemoMidjourney(app: FastifyInstance): Promise<(() => Promise<void>) | null> {
  if (!app.drawSettings.demoMode) return null;
  const { buildMidjourneySim, DEFAULT_MJ_SECRET } = await import('@lingxi/sim');
  const sim = await buildMidjourneySim(DEMO_PACE);
  const url = await sim.listen({ port: 0, host: '127.0.0.1' });
  app.drawingDemo.target = { baseUrl: url, secret: DEFAULT_MJ_SECRET };
  app.log.info('demo mode: no midjourney-proxy is configured, drawings come from the built-in simulator (set mjProxyHost and mjProxySecret to use a real one)');
  return () => sim.close();
}
