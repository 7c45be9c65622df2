/** Avatars and organisation logos: .jpg or .png, recognised by their first bytes, not the name. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_LABEL = "1 MB";
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

export type ImageType = "image/png" | "image/jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** A stored file the browser may show in the page: only the image types checked on upload. */
export function showsInline(contentType: string): boolean {
  return contentType === "image/png" || contentType === "image/jpeg";
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  return null;
}

export function hasImageExtension(fileName: string): boolean {
  return /\.(jpe?g|png)$/i.test(fileName);
}

export type ImageCheck =
  | { ok: true; contentType: ImageType }
  | { ok: false; error: "required" | "wrongType" | "tooLarge" };

/** The name must say .jpg/.png and the content must be one; both, so a renamed text file fails. */
export function checkImage(file: { name: string; bytes: Uint8Array } | null): ImageCheck {
  if (!file || file.bytes.length === 0) return { ok: false, error: "required" };
  if (file.bytes.length > IMAGE_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const contentType = detectImageType(file.bytes);
  if (!hasImageExtension(file.name) || !contentType) return { ok: false, error: "wrongType" };
  return { ok: true, contentType };
}

/** The translated message of a refused image; every message states the types and the limit. */
export function imageErrorMessage(error: "required" | "wrongType" | "tooLarge"): string {
  const params = JSON.stringify({ max: IMAGE_MAX_LABEL });
  switch (error) {
    case "required":
      return "validation.required";
    case "wrongType":
      return `accounts.image.wrongType|${params}`;
    case "tooLarge":
      return `accounts.image.tooLarge|${params}`;
  }
}
