import type { FastifyInstance } from 'fastify';

/**
 * Demo mode for the knowledge base (`npm start` with no embedding endpoint configured): apps/sim's OpenAI-compatible
 * endpoint runs in this process on a loopback port and embeds passages (hashed words: texts sharing words are near).
 * Configuring an endpoint (knowledgeEmbeddingUrl) takes precedence at once. Returns its stop function, or null when
 * one is configured.
 */
export async function startDemoEmbeddings(app: FastifyInstance): Promise<(() => Promise<void>) | null> {
  if (!app.knowledgeSettings.demoMode) return null;
  const { buildChatSim, DEFAULT_API_KEY } = await import('@lingxi/sim');
  const sim = await buildChatSim();
  const url = await sim.listen({ port: 0, host: '127.0.0.1' });
  app.knowledgeDemo.target = { baseUrl: `${url}/v1`, apiKey: DEFAULT_API_KEY, model: 'text-embedding-3-small' };
  app.log.info(
    'demo mode: no embedding endpoint is configured, the knowledge base embeds with the built-in simulator (set knowledgeEmbeddingUrl and knowledgeEmbeddingKey in the back office to use a real one)',
  );
  return () => sim.close();
}
