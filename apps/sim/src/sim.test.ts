import { describe, expect, it } from 'vitest';
import { buildSim } from './sim';

describe('simulator host', () => {
  it('reports health', async () => {
    const sim = await buildSim();
    const reply = await sim.inject({ method: 'GET', url: '/health' });
    expect(reply.json()).toEqual({ status: 'ok', upstreams: [] });
  });
});
