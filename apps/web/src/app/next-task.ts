/**
 * Ends the current main-thread task: what follows the `await` runs in a new one. Start-up is cut
 * into such tasks so that on a slow phone none is long enough to block a tap (ARCHITECTURE
 * "Budgets": no task over 50 ms at 4x CPU).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
