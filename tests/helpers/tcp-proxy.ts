import net from 'node:net';

export interface SilenceableProxy {
  port: number;
  /**
   * From now on the "database" accepts connections and never answers: new connections are
   * accepted and left waiting, and what is sent either way on open ones is swallowed.
   */
  silence(): void;
  /**
   * Answers again. Connections that lost bytes while silent stay silent for good (their
   * protocol stream is broken, as after a real outage); the others carry on.
   */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server, which the test can turn into a black hole and back. Without
 * a target it is a black hole from the start: it accepts and never answers.
 */
export async function startProxy(target?: { host: string; port: number }): Promise<SilenceableProxy> {
  let silent = !target;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    // A connection that started during the silence never reaches the server.
    let lost = silent;
    const upstream = lost || !target ? undefined : net.connect(target.port, target.host);
    if (upstream) {
      sockets.add(upstream);
      upstream.on('close', () => {
        sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('data', (chunk: Buffer) => {
        if (silent) lost = true;
        if (!lost) client.write(chunk);
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (silent) lost = true;
      if (!lost) upstream?.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    silence: () => void (silent = true),
    restore: () => void (silent = !target),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A free TCP port on 127.0.0.1 (listened on, then closed). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
