import type { FastifyInstance } from 'fastify';

/** The key apps/sim's OpenAI-compatible endpoint accepts by default. */
const DEMO_API_KEY = 'sk-sim-0000000000000000';
/** Paced like a real model, so the demo shows streaming as users will see it. */
const DEMO_PACE = { firstTokenDelayMs: 300, tokenDelayMs: 25 };

/** True when some enabled model, the site's settings or the environment name an endpoint and key. */
function chatUpstreamConfigured(app: FastifyInstance, env: { OPENAI_BASE_URL?: string; OPENAI_API_KEY?: string }): boolean {
  if (env.OPENAI_BASE_URL && env.OPENAI_API_KEY) return true;
  if (app.configStore.get<string>('openaiBaseUrl', '') && app.configStore.get<string>('openaiApiKey', '')) return true;
  return app.models.list().some((model) => model.baseUrl && model.apiKey);
}

/**
 * Demo mode (`npm start` with no model configured): apps/sim's chat simulator runs in this process on a
 * loopback port and answers every model that has no endpoint of its own. Configuring a real endpoint
 * (the site's openaiBaseUrl / openaiApiKey or a model's own) takes precedence at once, with no restart.
 * Returns the function that stops it, or null when a real upstream is configured.
 */
export async function startDemoUpstream(
  app: FastifyInstance,
  env: { OPENAI_BASE_URL?: string; OPENAI_API_KEY?: string },
): Promise<(() => Promise<void>) | null> {
  if (chatUpstreamConfigured(app, env)) return null;
  const { buildChatSim } = await import('@lingxi/sim');
  const sim = await buildChatSim(DEMO_PACE);
  const url = await sim.listen({ port: 0, host: '127.0.0.1' });
  app.chatDemo.target = { baseUrl: `${url}/v1`, apiKey: DEMO_API_KEY, model: '' };
  app.log.info(
    'demo mode: no model is configured, chat answers come from the built-in simulator (set OPENAI_BASE_URL and OPENAI_API_KEY, or the operator settings openaiBaseUrl and openaiApiKey, to use a real model)',
  );
  return () => sim.close();
}
