/**
 * How many platforms (and browser-test workers) run side by side (E2E_WORKERS, default 2). Each worker runs its test
 * files one at a time against its own platform and database, as the single worker did before, so no file sees
 * another file's half-done state.
 */
export function e2eWorkers(): number {
  const asked = Number.parseInt(process.env.E2E_WORKERS ?? '', 10);
  return Number.isInteger(asked) && asked > 0 ? asked : 2;
}
