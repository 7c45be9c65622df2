import { describe, expect, it } from "vitest";

import { MAX_WITSML_BYTES } from "~/interop/trajectory-import.server";

import { MAX_BODY_BYTES, readJsonBody } from "./request.server";
import { readWitsmlBodies } from "./witsml-import.server";

/** A body sent in chunks, without a Content-Length, as a script streaming a file would. */
function chunked(type: string, chunk: string, times: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < times) controller.enqueue(new TextEncoder().encode(chunk));
      else controller.close();
    },
  });
  return new Request("http://localhost/api/v1/x", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
    duplex: "half",
  } as RequestInit);
}

async function refusal(read: Promise<unknown>): Promise<number> {
  try {
    await read;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return 200;
}

describe("a request body read by the API", () => {
  it("is refused as too large once a chunked body passes the limit, without a Content-Length", async () => {
    const chunk = "x".repeat(64 * 1024);
    const json = chunked("application/json", chunk, MAX_BODY_BYTES / chunk.length + 1);
    expect(await refusal(readJsonBody(json))).toBe(413);
    const xml = chunked("application/xml", chunk, MAX_WITSML_BYTES / chunk.length + 2);
    expect(await refusal(readWitsmlBodies(xml))).toBe(413);
  });

  it("is read whole when a chunked body stays within the limit", async () => {
    expect(await readJsonBody(chunked("application/json", '{"a":1}', 1))).toEqual({ a: 1 });
    const boundary = "b0undary";
    const part = (text: string, name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="witsml"; filename="${name}"\r\n` +
      `Content-Type: application/xml\r\n\r\n${text}\r\n`;
    const multipart = chunked(
      `multipart/form-data; boundary=${boundary}`,
      `${part("<a/>", "a.xml")}${part("<b/>", "b.xml")}--${boundary}--\r\n`,
      1,
    );
    // Each part under its file's name, for the problems of several documents to say which.
    expect(await readWitsmlBodies(multipart)).toEqual([
      { name: "a.xml", text: "<a/>" },
      { name: "b.xml", text: "<b/>" },
    ]);
  });
});
