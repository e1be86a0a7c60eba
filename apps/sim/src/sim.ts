import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The upstream simulators (OpenAI-compatible chat, midjourney-proxy, Suno, video, payments,
 * WeChat MP, SMS) mount here, each as a plugin under its own prefix, in later issues.
 */
export async function buildSim(): Promise<FastifyInstance> {
  const sim = Fastify({ logger: false });
  sim.get('/health', async () => ({ status: 'ok', upstreams: [] as string[] }));
  return sim;
}
