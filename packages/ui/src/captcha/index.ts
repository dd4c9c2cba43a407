export { type Puzzle, PuzzleCaptcha } from './PuzzleCaptcha';
export type { SliderStatus } from './PuzzleSlider';
export { pieceLeft, pieceTop, thumbLeft, valueForDrag, valueForKey } from './slider-scale';
export { type PuzzleCaptchaSource, usePuzzleCaptcha } from './usePuzzleCaptcha';
