import { createSystem, type SystemContext } from '@chakra-ui/react';
import { systemConfigs } from '#app/theme-config.ts';

/** How long one task runs steps: the steps are small (a token group, a config key), a task should stay short. */
const SLICE_MS = 4;

/**
 * Builds the portal's system (app/theme-config.ts) in short slices of steps, one per task (issue 10, Lighthouse):
 * built at once, createSystem was the longest task of the boot (~50 ms on a laptop, four times that on a phone).
 * `createSystem.inSteps` is Chakra's own createSystem as a generator, added by the install-time patch
 * (patches/@chakra-ui+react+*.patch, docs/boot-pipeline.md).
 */
export async function buildSystemInSteps(nextTask: () => Promise<void>): Promise<SystemContext> {
  const steps = createSystem.inSteps(...systemConfigs);
  for (;;) {
    // A new task first: the stage's modules were evaluated in this one. Then steps until the slice is used up.
    await nextTask();
    const start = performance.now();
    let step = steps.next();
    while (!step.done && performance.now() - start < SLICE_MS) step = steps.next();
    if (step.done) return step.value;
  }
}
