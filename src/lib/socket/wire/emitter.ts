/**
 * @module socket/wire/emitter
 * A minimal typed event emitter: the listeners of the manager and of each namespace socket.
 */

/** Any listener; each map's own types check the arguments at the call sites. */
type Listener = (...args: never[]) => void;

/** The arguments of a map's listener for `event`. */
export type ListenerArgs<M, K extends keyof M> = M[K] extends (...args: infer A) => void
  ? A
  : never;

/**
 * Listeners by event name. A listener added twice is called twice, and `off` removes one of
 * them, as socket.io's own emitter does.
 * @example const e = new Emitter<{ tick: (n: number) => void }>(); e.on('tick', console.log);
 */
export class Emitter<M> {
  private readonly listeners = new Map<keyof M, Listener[]>();

  on<K extends keyof M>(event: K, listener: M[K]): this {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener);
    this.listeners.set(event, list);
    return this;
  }

  once<K extends keyof M>(event: K, listener: M[K]): this {
    const once = ((...args: never[]) => {
      this.off(event, once);
      (listener as Listener)(...args);
    }) as M[K];
    return this.on(event, once);
  }

  off<K extends keyof M>(event: K, listener: M[K]): this {
    const list = this.listeners.get(event);
    const at = list?.indexOf(listener as Listener) ?? -1;
    if (at >= 0) list!.splice(at, 1);
    return this;
  }

  /** Calls the listeners of `event`; a listener added or removed meanwhile counts next time. */
  protected fire(event: keyof M, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }
}
