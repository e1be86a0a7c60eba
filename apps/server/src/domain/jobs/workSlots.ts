/**
 * At most `size` tasks at once, the rest waiting in arrival order. Storing pictures is CPU work (a decode and two
 * encodes): a burst of 180 finished grids run all at once would finish them all late; in order, the first are ready
 * first and the average wait halves.
 */
export class WorkSlots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = Math.max(1, size);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}
