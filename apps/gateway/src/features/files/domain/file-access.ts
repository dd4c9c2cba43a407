/** The part of a file row the ownership rule reads. */
export interface OwnedFile {
  uploaderId: number | null;
  companyId: number | null;
}

/**
 * Who may read and delete a file (docs/decisions/0021-files-in-the-gateway-types-by-content-active-content.md): its uploader; or a caller whose current company is the
 * file's company and who is a member of it (`callerCompanyId` is only set for a verified membership). A file
 * uploaded without a company is its uploader's alone.
 */
export function mayUseFile(file: OwnedFile, caller: { userId: number; companyId: number | null }): boolean {
  if (file.uploaderId === caller.userId) return true;
  return file.companyId !== null && file.companyId === caller.companyId;
}
