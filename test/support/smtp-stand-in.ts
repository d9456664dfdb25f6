import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal local SMTP server that accepts every message, standing in for the store's mail server;
 * `delayMs` holds each message's acceptance that long, as a slow mail server does.
 */
export async function startSmtpStandIn(
  options: { delayMs?: number } = {},
): Promise<{ url: string; received: ReceivedMail[]; settings: { delayMs: number }; close(): Promise<void> }> {
  const settings = { delayMs: options.delayMs ?? 0 };
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 stand-in ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const accepted = mail;
          mail = { from: "", to: [], data: "" };
          if (settings.delayMs) {
            setTimeout(() => {
              received.push(accepted);
              reply("250 OK queued");
            }, settings.delayMs);
          } else {
            received.push(accepted);
            reply("250 OK queued");
          }
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 stand-in");
        else if (verb === "MAIL") {
          mail.from = line.slice(10).trim();
          reply("250 OK");
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8).trim());
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else reply("250 OK");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    settings,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
