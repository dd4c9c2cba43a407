import { describe, expect, it } from 'vitest';
import {
  emptyBookkeeping,
  pathsToDeleteOnAbandon,
  pathsToDeleteOnSubmit,
  recordAdded,
  recordDeleted,
} from './upload-bookkeeping';

const saved = 'f/202610/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf';
const added = 'f/202611/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg';
const addedThenRemoved = 'f/202611/cccccccccccccccccccccccccccccccc.png';

function session() {
  let book = recordAdded(emptyBookkeeping, added);
  book = recordAdded(book, addedThenRemoved);
  book = recordDeleted(book, addedThenRemoved);
  return recordDeleted(book, saved);
}

describe('upload bookkeeping', () => {
  it('on submit deletes what the user removed, never what the submission uses', () => {
    expect(pathsToDeleteOnSubmit(session(), [added]).sort()).toEqual([saved, addedThenRemoved].sort());
    expect(pathsToDeleteOnSubmit(session(), [added, saved])).toEqual([addedThenRemoved]);
  });

  it('on leaving deletes everything uploaded here and keeps removed files the saved record still has', () => {
    expect(pathsToDeleteOnAbandon(session()).sort()).toEqual([added, addedThenRemoved].sort());
  });

  it('never changes a bookkeeping in place', () => {
    const book = recordAdded(emptyBookkeeping, added);
    expect(emptyBookkeeping.added.size).toBe(0);
    expect(recordDeleted(book, saved).added).toBe(book.added);
  });

  it('has nothing to delete when nothing happened', () => {
    expect(pathsToDeleteOnSubmit(emptyBookkeeping, [])).toEqual([]);
    expect(pathsToDeleteOnAbandon(emptyBookkeeping)).toEqual([]);
  });
});
