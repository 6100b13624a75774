/** Object URLs for image previews, created once per File and revoked on removal. */
const urls = new WeakMap<File, string>();

export function isPreviewable(file: File): boolean {
  return /\.(jpe?g|png)$/i.test(file.name) && typeof URL.createObjectURL === 'function';
}

export function previewUrl(file: File): string {
  let url = urls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    urls.set(file, url);
  }
  return url;
}

export function revokePreview(file: File): void {
  const url = urls.get(file);
  if (url) {
    URL.revokeObjectURL(url);
    urls.delete(file);
  }
}
