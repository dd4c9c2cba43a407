/** The texts of the file calls' refusals (docs/gateway-api.md). */
export const FILE_MESSAGES = {
  notFound: '文件不存在或无权访问',
  empty: '文件内容为空，请重新选择',
  typeNotAllowed: '不支持的文件类型，请上传 jpg、jpeg、png、gif、doc、docx、pdf、xls、xlsx、rar、zip 格式的文件',
  contentMismatch: '文件内容与扩展名不符，请上传真实的文件',
  activeContent: '不允许上传网页、SVG或脚本文件',
  polyglot: '文件含有不允许的附加内容，请重新保存后上传',
  pdfActions: 'PDF文件含有脚本、自动执行的动作或内嵌文件，不允许上传',
  archiveTooBig: '压缩文件解压后过大或文件数过多，不允许上传',
  archiveBroken: '压缩文件已损坏，请重新压缩后上传',
  nestedArchive: '压缩文件内不能再包含压缩文件，请解压后重新打包上传',
  pdfUnreadable: 'PDF文件结构无法识别，请重新保存为PDF后上传',
  malformed: '上传请求格式不正确',
  noFile: '请选择要上传的文件',
  oneFileOnly: '一次只能上传一个文件',
  inUse: '文件已被使用，不能删除',
  storageUnavailable: '系统繁忙，文件暂时无法保存，请稍后再试',
} as const;

export function tooLargeMessage(maxBytes: number): string {
  return `文件大小不能超过${Math.round(maxBytes / (1024 * 1024))}MB`;
}
