import type { JobHandler } from '../../domain/jobs/jobRunner.js';
import type { ImageJobs } from './imageJobs.js';
import type { MjJobs } from './mjJobs.js';

/** The drawing module's one job handler: midjourney jobs (kind 'mj') and images-model jobs (kind 'image'). */
export function drawingJobHandler(mj: MjJobs, image: ImageJobs): JobHandler {
  return {
    module: 'drawing',
    step: (job) => (job.kind === 'image' ? image.step(job) : mj.step(job)),
    pollRunning: (jobs) => mj.pollRunning(jobs.filter((job) => job.kind === 'mj')),
    expire: async (job) => (job.kind === 'image' ? image.expire() : mj.expire(job)),
  };
}
