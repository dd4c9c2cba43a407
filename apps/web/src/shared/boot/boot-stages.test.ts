import { describe, expect, it } from 'vitest';
import { type BootScheduler, bootInStages } from './boot-stages';

function recordingScheduler(log: string[]): BootScheduler {
  return {
    afterPaint: async () => {
      log.push('paint');
    },
    nextTask: async () => {
      log.push('task');
    },
  };
}

describe('bootInStages', () => {
  it('runs nothing before the paint, then each stage in a task of its own, in order', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(name);
    };
    await bootInStages([stage('react'), stage('theme'), stage('app')], recordingScheduler(log));
    expect(log).toEqual(['paint', 'react', 'task', 'theme', 'task', 'app']);
  });

  it('waits for a stage before the next, and stops at one that fails', async () => {
    const log: string[] = [];
    const slow = () => new Promise<void>((resolve) => setTimeout(() => resolve(void log.push('slow')), 10));
    const failing = () => Promise.reject(new Error('chunk failed'));
    const never = async () => void log.push('never');
    await expect(bootInStages([slow, failing, never], recordingScheduler(log))).rejects.toThrow('chunk failed');
    expect(log).toEqual(['paint', 'slow', 'task']);
  });
});
