import { buildSim } from './sim.js';

const sim = await buildSim();
await sim.listen({ port: Number(process.env.SIM_PORT ?? 8090), host: '127.0.0.1' });
