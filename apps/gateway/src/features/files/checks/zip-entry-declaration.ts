/** One entry as the central directory declares it. */
export interface ZipEntryDeclaration {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}
