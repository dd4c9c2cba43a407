import { STORED_FILE_PATH } from '@sme/contract/fields';
import { REVOCATION_DOCUMENTS_MAX, REVOCATION_MESSAGES } from '@sme/contract/routes/authorisation-texts';
import { DELETE_FILES_MAX } from '@sme/contract/routes/files';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';

const IMAGE_OR_PDF = /\.(jpg|png|gif|pdf)$/;

function pathList(paths: readonly string[], argument: string, max: number, missing: string): string[] {
  if (paths.length === 0) throw new InvalidArgumentError(missing, argument);
  if (paths.length > max) throw new InvalidArgumentError(`一次最多${max}个文件`, argument);
  if (!paths.every((path) => STORED_FILE_PATH.test(path))) throw new InvalidArgumentError('文件路径不正确', argument);
  return [...new Set(paths)];
}

/** deleteFiles(paths): 1-50 stored paths, duplicates dropped. */
export function deleteFilePathsArg(paths: readonly string[]): string[] {
  return pathList(paths, 'paths', DELETE_FILES_MAX, '请选择要删除的文件');
}

/** cancelDataAuthorisation(documentPaths): the sealed termination document, 1-5 stored images or PDFs. */
export function terminationDocumentPathsArg(paths: readonly string[]): string[] {
  const checked = pathList(paths, 'documentPaths', REVOCATION_DOCUMENTS_MAX, REVOCATION_MESSAGES.documentsRequired);
  if (!checked.every((path) => IMAGE_OR_PDF.test(path))) {
    throw new InvalidArgumentError('终止授权书只能是图片或PDF文件', 'documentPaths');
  }
  return checked;
}
