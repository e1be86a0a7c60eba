/** A job's life: queued → preparing → submitting → running → transferring → succeeded, or failed / cancelled. */
export const jobStatuses = ['queued', 'preparing', 'submitting', 'running', 'transferring', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const finishedStatuses = ['succeeded', 'failed', 'cancelled'] as const satisfies readonly JobStatus[];
