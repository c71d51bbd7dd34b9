/**
 * The areas' part of the store (area-store.ts) loads apart from the entry, so that sign-in carries none of it: the
 * frame and every page of an area wait here until it has joined the store. A store built with every area (tests,
 * stories) has nothing to wait for.
 */
let joinAreas: () => Promise<void> = () => Promise.resolve();

/** Names how the areas join the running store; they join once, on the first wait, and again after a failed load. */
export function joinAreasWith(join: () => Promise<void>): void {
  let joined: Promise<void> | undefined;
  joinAreas = () =>
    (joined ??= join().catch((failure: unknown) => {
      joined = undefined;
      throw failure;
    }));
}

export function portalAreasJoined(): Promise<void> {
  return joinAreas();
}
