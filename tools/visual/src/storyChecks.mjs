/**
 * Story checks in the static Storybook: what Storybook itself reports when a story finishes (its play function, the
 * axe check that addon-a11y runs after play, errors thrown while playing), read off the preview's channel. The same
 * outcome that `npm run test:stories` (Storybook's Vitest addon) turns into a test result.
 */

/**
 * @typedef {{ id: string, nodes: number, target: string }} Violation
 * @typedef {{ type: string, status: string, violations?: Violation[], error?: string }} Report
 * @typedef {{ status: string, reports: Report[], errors: string[] }} StoryResult
 */

/**
 * Runs in the page before Storybook (playwright's addInitScript): when the preview installs its channel, records each
 * story's `storyFinished` outcome in `window.__storyResults[storyId]`, with the play function's exception and any
 * errors thrown while it played (their events carry no story id: they belong to the render under way).
 */
export function recordStoryResults() {
  /** @type {any} */
  const page = window;
  /** @type {Record<string, StoryResult>} */
  const results = {};
  /** @type {string[]} */
  let errors = [];
  // An assertion's message spans lines (what was expected, what was received) and carries terminal colours.
  const message = (/** @type {any} */ error) =>
    String(error?.message ?? error)
      // eslint-disable-next-line no-control-regex -- the escape character is what a terminal colour starts with
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 4)
      .join(' ');
  /** @type {any} */
  let channel;
  page.__storyResults = results;
  Object.defineProperty(page, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      if (!next) return;
      next.on('playFunctionThrewException', (/** @type {any} */ error) => errors.push(`play function threw: ${message(error)}`));
      next.on('unhandledErrorsWhilePlaying', (/** @type {any[]} */ thrown) => {
        for (const error of thrown) errors.push(`unhandled error while playing: ${message(error)}`);
      });
      next.on('storyFinished', (/** @type {{ storyId: string, status: string, reporters: any[] }} */ event) => {
        results[event.storyId] = {
          status: event.status,
          reports: event.reporters.map((report) => ({
            type: report.type,
            status: report.status,
            violations: report.result?.violations?.map((/** @type {any} */ violation) => ({
              id: violation.id,
              nodes: violation.nodes.length,
              target: String(violation.nodes[0]?.target ?? ''),
            })),
            error: report.result?.error ? message(report.result.error) : undefined,
          })),
          errors,
        };
        errors = [];
      });
    },
  });
}

/**
 * What failed, in one line, or null when the story passed. A report with status "warning" (a11y `test: 'todo'`)
 * passes, as it does in the Vitest addon.
 * @param {StoryResult} result
 */
export function storyFailure(result) {
  const reasons = [...result.errors];
  for (const report of result.reports) {
    if (report.status !== 'failed') continue;
    if (report.violations?.length) {
      const found = report.violations.map((violation) => `${violation.id} (${violation.nodes}× e.g. ${violation.target})`);
      reasons.push(`${report.type}: ${found.join(', ')}`);
    } else {
      reasons.push(`${report.type}: ${report.error ?? 'failed'}`);
    }
  }
  if (result.status === 'error' && reasons.length === 0) reasons.push('the story failed to render');
  return result.status === 'success' && reasons.length === 0 ? null : reasons.join('; ');
}
