import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

// The real server as a child process (from source, through tsx), for the suites that kill it mid-work.

const serverRoot = new URL('../', import.meta.url).pathname;

/** A loopback port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * One server process at a time on `base`, started with `env` over this process's environment. It serves the API only
 * (SERVE=api): the web app beside it may be mid-build in a test run (the e2e stage builds it meanwhile).
 */
export class ServerProcess {
  #child: ChildProcess | undefined;

  constructor(
    readonly base: string,
    private readonly env: () => Record<string, string>,
  ) {}

  /** Starts the server and resolves once it answers (a first start migrates and seeds its database). */
  async start(limitMs = 90_000): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, SERVE: 'api', ...this.env() },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.#child = started;
    for (let waited = 0; waited < limitMs; waited += 100) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
      const ready = await fetch(`${this.base}/api/config/queryFront`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not start within ${limitMs / 1000} s`);
  }

  /** Stops it (SIGTERM: gracefully; SIGKILL: a crash) and waits until it has exited. */
  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const running = this.#child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }
}
