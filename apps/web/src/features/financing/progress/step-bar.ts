/**
 * The progress step bar of spec §2 with the step numbers of spec §4 (status.step from the server): submit, platform
 * review (only for platform-originated needs, source 2), institution viewed, accepted, credit, lending.
 */
export const STEP_TITLES: Record<number, string> = {
  1: '提交申请',
  2: '平台审核',
  3: '机构查看',
  4: '机构受理',
  5: '机构授信',
  6: '机构放款',
};

export type StepState = 'done' | 'current' | 'failed' | 'todo';

export interface StepItem {
  /** The spec §4 step number (1-6). */
  step: number;
  title: string;
  state: StepState;
}

export interface StepBarInput {
  source: number;
  /** status.step (1-6). */
  step: number;
  /** Statuses 3/5/7/9/10: the step reached ends in the error style. */
  errorStyle: boolean;
}

/** The steps shown and the state of each. Step 2 is left out for applications for a product (source 1). */
export function stepBar({ source, step, errorStyle }: StepBarInput): StepItem[] {
  const steps = [1, 2, 3, 4, 5, 6].filter((number) => number !== 2 || source === 2);
  return steps.map((number) => ({
    step: number,
    title: STEP_TITLES[number] ?? '',
    state: number < step ? 'done' : number === step ? (errorStyle ? 'failed' : 'current') : 'todo',
  }));
}

/** Index of the current step in the shown list (Chakra's Steps counts shown items). */
export function currentIndex(items: readonly StepItem[]): number {
  const index = items.findIndex((item) => item.state === 'current' || item.state === 'failed');
  return index === -1 ? 0 : index;
}
