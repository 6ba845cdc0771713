/** Resolves in a task of its own (after whatever else is queued), so work that follows does not lengthen this task. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
