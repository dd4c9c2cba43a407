export { type ImageViewer, useImageViewer, type ViewerItem } from './useImageViewer.tsx';
export { type PdfViewer, usePdfViewer } from './usePdfViewer.tsx';
export { indexFromQuery } from './viewer-state.ts';
