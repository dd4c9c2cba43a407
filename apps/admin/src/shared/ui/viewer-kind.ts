/** Which of the workbench's viewers opens a file of this kind (the stored kind: pdf, png, jpg …); null for none. */
export function viewerOf(kind: string): 'image' | 'pdf' | null {
  if (kind === 'pdf') return 'pdf';
  return ['jpg', 'png', 'gif'].includes(kind) ? 'image' : null;
}
