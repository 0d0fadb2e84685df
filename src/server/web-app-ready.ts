// While npm start builds the web app (build/start.ts, when its sources changed), the server opens
// and migrates its database and starts the emulators meanwhile; main.ts waits here
// only before it assembles the app, which serves dist/web as it finds it. Without a build under
// way (a restart, main.ts run directly) there is nothing to wait for.
let built: Promise<void> = Promise.resolve();

/** Called by build/start.ts with the build it started; a failed build fails the start. */
export function webAppBuilding(build: Promise<void>): void {
  built = build;
  // A build that fails before main.ts waits for it is still its failure to report, not an unhandled one.
  build.catch(() => {});
}

export function webAppBuilt(): Promise<void> {
  return built;
}
