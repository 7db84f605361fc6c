/** Resolves in a task of its own, so the browser can paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
