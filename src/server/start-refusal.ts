// A reason not to start that only the operator can fix (a damaged data folder, a short secret):
// start-up.ts logs its message alone, one line without a stack, and the process exits 1.
export class StartRefusal extends Error {
  override name = 'StartRefusal';
}
