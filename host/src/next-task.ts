/** Resolves in a new task, so the browser can handle input and paint before the work that follows. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
