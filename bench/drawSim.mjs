// The midjourney-proxy of the drawing benchmark: apps/sim (built) with the behaviour given as JSON in argv[2] and the
// secret sim-mj-secret. Prints its base URL once it listens.
import { buildSim } from '../apps/sim/dist/sim.js';

const sim = await buildSim();
const url = await sim.listen({ port: 0, host: '127.0.0.1' });
await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: { ...JSON.parse(process.argv[2] ?? '{}'), secret: 'sim-mj-secret' } });
console.log(url);
