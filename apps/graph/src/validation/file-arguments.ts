import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';

/** A stored path as the gateway hands it out (docs/gateway-api.md, "Files"). */
export const STORED_FILE_PATH = /^f\/\d{6}\/[0-9a-f]{32}\.(jpg|png|gif|pdf|doc|docx|xls|xlsx|zip|rar)$/;
export const DELETE_FILES_MAX = 50;
export const DOCUMENT_PATHS_MAX = 5;
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
  const checked = pathList(paths, 'documentPaths', DOCUMENT_PATHS_MAX, '请上传加盖公章的终止授权书');
  if (!checked.every((path) => IMAGE_OR_PDF.test(path))) {
    throw new InvalidArgumentError('终止授权书只能是图片或PDF文件', 'documentPaths');
  }
  return checked;
}
