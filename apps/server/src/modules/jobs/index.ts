// The job spine's wiring (the queue and runner live in domain/jobs/): modules register their handlers with app.jobs.
export { default } from './plugin.js';
