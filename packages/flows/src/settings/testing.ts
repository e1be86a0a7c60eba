/** Lets resolved fake calls reach a machine (a macrotask; no timing constant is waited for). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A promise with its settle functions, to hold an invoked actor in its state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
