import { failureMessage } from '../api/failure';
import { notifyFailure, notifySuccess } from './toaster';

/**
 * Runs a step the staff member asked for and toasts how it went: `done` when it succeeded, the failure's message when
 * it did not. Never throws; true when the step succeeded.
 */
export async function notifyOutcome(step: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await step();
    notifySuccess(done);
    return true;
  } catch (failure) {
    notifyFailure(failureMessage(failure));
    return false;
  }
}
