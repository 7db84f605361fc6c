/** A promise and the function that settles it, for code that waits on something that happens once. */
export interface Signal {
  promise: Promise<void>;
  resolve: () => void;
}

export function newSignal(): Signal {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
