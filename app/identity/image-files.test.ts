import { describe, expect, it } from "vitest";

import { IMAGE_MAX_BYTES, checkImage, detectImageType } from "./image-files";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const text = new TextEncoder().encode("not a picture at all");

describe("image files", () => {
  it("recognises PNG and JPEG by their signatures", () => {
    expect(detectImageType(png)).toBe("image/png");
    expect(detectImageType(jpeg)).toBe("image/jpeg");
    expect(detectImageType(text)).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("accepts a .png or .jpg whose content matches", () => {
    expect(checkImage({ name: "me.png", bytes: png })).toEqual({
      ok: true,
      contentType: "image/png",
    });
    expect(checkImage({ name: "ME.JPG", bytes: jpeg })).toEqual({
      ok: true,
      contentType: "image/jpeg",
    });
  });

  it("refuses a text file renamed .png, and a picture with another extension", () => {
    expect(checkImage({ name: "notes.png", bytes: text })).toEqual({
      ok: false,
      error: "wrongType",
    });
    expect(checkImage({ name: "picture.gif", bytes: png })).toEqual({
      ok: false,
      error: "wrongType",
    });
  });

  it("requires a file and refuses one over the limit", () => {
    expect(checkImage(null)).toEqual({ ok: false, error: "required" });
    expect(checkImage({ name: "empty.png", bytes: new Uint8Array() })).toEqual({
      ok: false,
      error: "required",
    });
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png);
    expect(checkImage({ name: "big.png", bytes: big })).toEqual({
      ok: false,
      error: "tooLarge",
    });
  });
});
