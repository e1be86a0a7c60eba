import Fastify, { type FastifyInstance } from 'fastify';
import { aliyunSmsPlugin } from './aliyunSms/aliyunSmsPlugin.js';
import { epayPlugin } from './epay/epayPlugin.js';
import { controlPlugin } from './control/controlPlugin.js';
import { midjourneyPlugin } from './midjourney/mjPlugin.js';
import { createMjState, type MjBehaviour, stopMjTimers } from './midjourney/mjState.js';
import { openaiPlugin } from './openai/openaiPlugin.js';
import { s3Plugin } from './s3/s3Plugin.js';
import { createOpenAiState, type OpenAiBehaviour } from './openai/openaiState.js';
import { createSimState } from './simState.js';
import { sinksPlugin } from './sinks/sinksPlugin.js';
import { wechatPayPlugin } from './wechatPay/wechatPayPlugin.js';
import { wechatMpPlugin } from './wechatMp/wechatMpPlugin.js';
import { xunhupayPlugin } from './xunhupay/xunhupayPlugin.js';

const UPSTREAMS = ['openai', 'midjourney', 'wechatMp', 'sms', 'mail', 's3', 'aliyunSms', 'epay', 'mpay', 'xunhupay', 'wechatPay'];

/** The upstream simulators, each a plugin; every call builds a sim with its own fresh state. */
export async function buildSim(): Promise<FastifyInstance> {
  const sim = Fastify({
    logger: false,
    // Tests close the sim while clients still hold keep-alive sockets; don't wait for them.
    forceCloseConnections: true,
    // Control and sink bodies are checked strictly: no silent coercion or dropping of unknown fields.
    // Drawing uploads (blend, describe, masks) are base64 images of up to 10 MB each.
    bodyLimit: 40 * 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  const state = createSimState();
  await sim.register(openaiPlugin, { state });
  await sim.register(midjourneyPlugin, { state });
  await sim.register(wechatMpPlugin, { state });
  await sim.register(sinksPlugin, { state });
  await sim.register(s3Plugin, { state, prefix: '/s3' });
  await sim.register(aliyunSmsPlugin, { state, prefix: '/aliyun-sms' });
  await sim.register(epayPlugin, { gateway: () => state.epay, prefix: '/epay' });
  await sim.register(epayPlugin, { gateway: () => state.mpay, prefix: '/mpay' });
  await sim.register(xunhupayPlugin, { state, prefix: '/xunhupay' });
  await sim.register(wechatPayPlugin, { state, prefix: '/v3' });
  await sim.register(controlPlugin, { state, prefix: '/__control' });
  sim.addHook('onClose', async () => stopMjTimers(state.midjourney));
  sim.get('/health', async () => ({ status: 'ok', upstreams: UPSTREAMS }));
  return sim;
}

/**
 * Only the OpenAI-compatible chat upstream, paced by `behaviour`: the server's demo mode runs it in-process.
 * It skips the other simulators' setup (the WeChat Pay keys take a second to generate).
 */
export async function buildChatSim(behaviour: Partial<OpenAiBehaviour> = {}): Promise<FastifyInstance> {
  const sim = Fastify({ logger: false, forceCloseConnections: true });
  const openai = createOpenAiState();
  openai.behaviour = { ...openai.behaviour, ...behaviour };
  await sim.register(openaiPlugin, { state: { openai } });
  return sim;
}

/**
 * Only the midjourney-proxy, paced by `behaviour`: the server's demo mode runs it in-process when no proxy is set.
 */
export async function buildMidjourneySim(behaviour: Partial<MjBehaviour> = {}): Promise<FastifyInstance> {
  const sim = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 40 * 1024 * 1024 });
  const midjourney = createMjState();
  midjourney.behaviour = { ...midjourney.behaviour, ...behaviour };
  await sim.register(midjourneyPlugin, { state: { midjourney } });
  sim.addHook('onClose', async () => stopMjTimers(midjourney));
  return sim;
}
export { DEFAULT_MJ_SECRET } from './midjourney/mjState.js';
export { DEFAULT_API_KEY } from './openai/openaiState.js';
export { renderScene } from './midjourney/mjScene.js';
