/** Spec §9 floating pop-up button: its label resets 300 ms after the pointer leaves; it sits 500 px from the top. */
export const POPUP_RESET_MS = 300;
export const POPUP_DEFAULT_TOP_PX = 500;

/** The label shown: the long one while expanded, else the short one. */
export const popupLabel = (expanded: boolean, labels: { short: string; long: string }): string =>
  expanded ? labels.long : labels.short;

export interface PopupTimers {
  set: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (timer: ReturnType<typeof setTimeout>) => void;
}

const browserTimers: PopupTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer),
};

/** The button's hover behaviour: expands at once on enter, collapses POPUP_RESET_MS after leave unless re-entered. */
export interface PopupHover {
  enter(): void;
  leave(): void;
  dispose(): void;
}

export function popupHover(onChange: (expanded: boolean) => void, timers: PopupTimers = browserTimers): PopupHover {
  let reset: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (reset !== null) timers.clear(reset);
    reset = null;
  };
  return {
    enter() {
      cancel();
      onChange(true);
    },
    leave() {
      cancel();
      reset = timers.set(() => {
        reset = null;
        onChange(false);
      }, POPUP_RESET_MS);
    },
    dispose: cancel,
  };
}
