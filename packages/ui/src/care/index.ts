export { CARE_MODE_LABEL, CareModeToggle } from './CareModeToggle';
export { CARE_MODE_ATTRIBUTE, CARE_MODE_KEY, chooseCareMode, showCareMode, storedCareMode } from './care-mode';
export { careGlobalCss, hiddenInCareMode } from './care-theme';
