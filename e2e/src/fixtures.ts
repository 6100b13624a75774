import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Real, tiny files: the server sniffs their content, so they must be what their names say.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const dir = mkdtempSync(path.join(tmpdir(), 'dhub-e2e-files-'));

function write(name: string, content: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

export const files = {
  png: (name = 'image.png') => write(name, Buffer.from(PNG_1X1, 'base64')),
  jpeg: (name = 'photo.jpg') => write(name, Buffer.from(JPEG_1X1, 'base64')),
  pdf: (name = 'document.pdf') => write(name, Buffer.from(PDF, 'latin1')),
};
