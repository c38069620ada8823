/**
 * A network link the browser tests can cut: a TCP relay on a loopback port in front of a server.
 * While cut, it drops every open connection (pages, the socket) and refuses new ones at once, as
 * a phone losing its network does; `restore` lets them through again. Playwright's offline mode
 * alone does not reach a service worker's own fetches, so the offline test cuts this link too.
 */
import net from 'node:net';

export interface NetworkLink {
  /** The relay's port: open the app at `http://127.0.0.1:${port}`. */
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openNetworkLink(targetPort: number): Promise<NetworkLink> {
  const open = new Set<net.Socket>();
  let up = true;
  const relay = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    open.add(client).add(upstream);
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      up = true;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
