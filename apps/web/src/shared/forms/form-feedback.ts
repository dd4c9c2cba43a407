/** Where a form's messages go (the portal's toaster; a fake in tests). */
export interface Notifier {
  /** Shows a failure message; answers the id of its toast. */
  failure(message: string): string;
  success(message: string): void;
  dismiss(id: string): void;
}

/**
 * The toasts one form has shown. A failure toast is stale once the form succeeds: the success dismisses the form's
 * earlier failure toasts, so 密码修改成功 never stands beside 请输入原密码 of the attempt before.
 */
export function createFormFeedback(notifier: Notifier) {
  const shown = new Set<string>();
  return {
    failure(message: string): void {
      shown.add(notifier.failure(message));
    },
    /** Dismisses this form's failure toasts. */
    clear(): void {
      for (const id of shown) notifier.dismiss(id);
      shown.clear();
    },
    success(message: string): void {
      this.clear();
      notifier.success(message);
    },
  };
}

export type FormFeedback = ReturnType<typeof createFormFeedback>;
