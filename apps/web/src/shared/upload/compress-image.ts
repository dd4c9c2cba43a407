import { COMPRESSION_QUALITY, keepSmaller, needsCompression, scaledSize } from './upload-rules';

/**
 * Spec §5: a picture over 1 MB becomes a JPEG (quality 0.92) whose longest side is at most 1200 px, turned upright
 * by its EXIF orientation. The original is kept when it is small, cannot be decoded here, or would not shrink.
 */
export async function compressForUpload(file: File): Promise<File> {
  if (!needsCompression(file)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG gets a white background rather than black in the JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', COMPRESSION_QUALITY));
    if (!blob) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
    return keepSmaller(file, new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified }));
  } finally {
    bitmap.close();
  }
}
