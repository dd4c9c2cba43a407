/**
 * Runs `read` one at a time: a call while a run is under way asks for one more run after it, however many calls came
 * meanwhile. A live page hears an event for every move; at a province's rate a slow read (the government dashboard
 * takes seconds on a million applications) would otherwise be asked again before it answers, and pile up.
 */
export function oneAtATime(read: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void read()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}
