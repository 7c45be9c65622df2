import { setImmediate as nextTurn } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { documentStream } from "./document-stream.server";

function collect(stream: NodeJS.ReadableStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe("documentStream", () => {
  it("hands on what is written in one turn as a single chunk, in order", async () => {
    const stream = documentStream();
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("<!DOCTYPE html>");
    stream.write(Buffer.from("<html><body>"));
    stream.write("<svg>é</svg></body></html>");
    stream.end();
    await ended;
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.toString("utf8")).toBe(
      "<!DOCTYPE html><html><body><svg>é</svg></body></html>",
    );
  });

  it("sends what arrives in a later turn without waiting for the end", async () => {
    const stream = documentStream();
    const chunks = collect(stream);
    stream.write("<html><body>shell");
    stream.write("</div>");
    await nextTurn();
    await nextTurn();
    expect(chunks.map(String)).toEqual(["<html><body>shell</div>"]);
    stream.write("<template>late</template>");
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end("</body></html>");
    await ended;
    expect(chunks.map(String)).toEqual([
      "<html><body>shell</div>",
      "<template>late</template></body></html>",
    ]);
  });
});
