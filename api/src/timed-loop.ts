/**
 * A background loop in the API process: one round at start(), the next a while after each round
 * ends (never two at once), until stop(). The notification worker polls the outbox with it and
 * the retention schedule sweeps with it.
 */
export interface TimedLoopRounds {
  /** One round; gives how long to wait (ms) before the next. */
  run(): Promise<number>;
  /** A round that threw: reports it (the loop carries on) and gives the wait before the next. */
  failed(error: unknown): number;
}

export class TimedLoop {
  readonly #rounds: TimedLoopRounds;
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #current: Promise<void> | null = null;

  constructor(rounds: TimedLoopRounds) {
    this.#rounds = rounds;
  }

  /** Runs the first round at once; a second start() while running does nothing. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  /** Stops the loop and waits for the round under way, if any. */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#current;
  }

  #schedule(ms: number): void {
    // unref: a pending round never keeps the process alive by itself.
    this.#timer = setTimeout(() => {
      this.#current = this.#round();
    }, ms).unref();
  }

  async #round(): Promise<void> {
    let waitMs: number;
    try {
      waitMs = await this.#rounds.run();
    } catch (error) {
      waitMs = this.#rounds.failed(error);
    }
    this.#current = null;
    if (this.#running) this.#schedule(waitMs);
  }
}
