// The chat upstream of the streaming benchmark: apps/sim (built) answering every request with 50 tokens
// 20 ms apart. Prints its base URL once it listens.
import { buildSim } from '../apps/sim/dist/sim.js';

const sim = await buildSim();
const url = await sim.listen({ port: 0, host: '127.0.0.1' });
await sim.inject({ method: 'POST', url: '/__control/openai', payload: { tokenCount: 50, tokenDelayMs: 20, firstTokenDelayMs: 0 } });
console.log(url);
