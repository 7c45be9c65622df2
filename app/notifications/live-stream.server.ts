/**
 * The live channel of one signed-in user: Server-Sent Events carrying their unread count and
 * each new notification of theirs, in the organisation they are signed in to, as it happens.
 */
import { ensureListening, subscribe } from "./bus.server";
import { findNotification, unreadCount, type Reader } from "./notifications.server";

/** Keeps proxies from closing a quiet connection. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting by itself after a dropped connection. */
const RETRY_MS = 3_000;

export async function liveStream(reader: Reader, signal: AbortSignal): Promise<Response> {
  await ensureListening();
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const send = (event: string, data: unknown) =>
        write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const unsubscribe = subscribe((message) => {
        if (message.type !== "notification") return;
        if (message.userId !== reader.id || message.orgId !== reader.orgId) return;
        void Promise.all([findNotification(reader, message.id), unreadCount(reader)])
          .then(([notification, unread]) => {
            if (notification) send("notification", { notification, unread });
          })
          .catch((error: unknown) => console.error("Live notification failed:", error));
      });
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      stop = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      signal.addEventListener("abort", stop);
      write(`retry: ${RETRY_MS}\n\n`);
      send("unread", { unread: await unreadCount(reader) });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the server's compression would otherwise hold events back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
