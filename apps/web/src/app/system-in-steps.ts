import { createSystem } from '@chakra-ui/react';
import { systemConfigs } from './theme-config';

type SystemContext = ReturnType<typeof createSystem>;
type CreateSystemInSteps = (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;

/** How long one task runs steps: the steps are small (a token group, a config key), a task should stay short. */
const SLICE_MS = 4;

let built: SystemContext | undefined;

/**
 * Builds the portal's system (theme-config.ts) in short slices of steps, one per task, and keeps it for theme.ts
 * (issue 10, Lighthouse): built at once, createSystem was the longest task of the boot (~50 ms on a laptop, four
 * times that on a phone). `createSystem.inSteps` is Chakra's own createSystem as a generator, made by the build
 * (scripts/chakra-startup-plugin.ts); without it (the development server's pre-bundled Chakra) nothing is built
 * here and theme.ts builds the system at once.
 */
export async function buildSystemInSteps(nextTask: () => Promise<void>): Promise<void> {
  const inSteps = (createSystem as typeof createSystem & { inSteps?: CreateSystemInSteps }).inSteps;
  if (!inSteps || built) return;
  const steps = inSteps(...systemConfigs);
  for (;;) {
    // A new task first: the stage's modules were evaluated in this one. Then steps until the slice is used up.
    await nextTask();
    const start = performance.now();
    let step = steps.next();
    while (!step.done && performance.now() - start < SLICE_MS) step = steps.next();
    if (step.done) {
      built = step.value;
      return;
    }
  }
}

/** The system buildSystemInSteps built, if it ran. */
export function systemBuiltInSteps(): SystemContext | undefined {
  return built;
}
