/**
 * One step of the boot: a dynamic import whose modules are evaluated in a task of their own. It is handed what the
 * stage before it resolved to (the system Chakra's stage built, for the app's stage).
 */
// `never`: a stage names the type it takes, which is what the stage before it resolves to.
export type BootStage = (previous: never) => Promise<unknown>;

export interface BootScheduler {
  /** Resolves once the browser has painted what the document holds (at once in a hidden tab, which paints nothing). */
  afterPaint(): Promise<void>;
  /** Asks for every chunk of the stages, so they download side by side while the stages run in turn. */
  preload(): Promise<void>;
  /** Resolves in a new task, after the browser has had its turn (input, rendering). */
  nextTask(): Promise<void>;
}

/**
 * Runs the stages one after another, the first after the browser's first paint and each next one in a task of its
 * own: evaluating the app's modules is no single long task, and none of it keeps the prerendered first screen from
 * being painted (issue 10, Lighthouse). Each stage is handed what the one before resolved to. A stage that fails stops
 * the boot with its error.
 */
export async function bootInStages(stages: BootStage[], scheduler: BootScheduler): Promise<void> {
  await scheduler.afterPaint();
  void scheduler.preload();
  let previous: unknown;
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await scheduler.nextTask();
    previous = await stage(previous as never);
  }
}

/**
 * How many modulepreloads are announced per task: starting one costs the page 1–4 ms while the boot's other work
 * competes for the CPU (~40 in one task were a 45–350 ms task on the phone profile).
 */
export const PRELOADS_PER_TASK = 3;

/**
 * The boot's chunks, as index.html lists them (scripts/web-build/boot-preload-plugin.ts), announced as modulepreloads, a few
 * per task.
 */
export async function preloadListedChunks(doc: Document, nextTask: () => Promise<void>): Promise<void> {
  const listed = doc.querySelector('meta[name="boot-chunks"]')?.getAttribute('content')?.split(' ') ?? [];
  for (const [index, href] of listed.filter(Boolean).entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    doc.head.appendChild(link);
  }
}

/** The browser's scheduling: a frame and a task for the paint, a message for the next task. */
export const browserScheduler: BootScheduler = {
  preload: () => preloadListedChunks(document, () => browserScheduler.nextTask()),
  afterPaint: () =>
    new Promise((resolve) => {
      if (document.visibilityState === 'hidden') {
        resolve();
        return;
      }
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }),
  nextTask: () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    }),
};
