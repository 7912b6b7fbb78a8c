/** A reply a stand-in keeps back: `arrived` settles when the request comes in, release() lets the answer go. */
export interface HeldReply {
  arrived: Promise<void>;
  release(): void;
}

interface Hold<Request> {
  matches: (request: Request) => boolean;
  arrive: () => void;
  released: Promise<void>;
}

/**
 * The holds of one stand-in. A test asks to hold the next request that matches; the stand-in
 * passes each request through `wait` just before answering, and answers a held one only once
 * the test releases it (or the stand-in closes).
 */
export function createReplyHolds<Request>() {
  const pending: Hold<Request>[] = [];
  const releases = new Set<() => void>();

  return {
    holdNext(matches: (request: Request) => boolean): HeldReply {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      pending.push({ matches, arrive, released });
      releases.add(release);
      return {
        arrived,
        release() {
          releases.delete(release);
          release();
        },
      };
    },
    async wait(request: Request): Promise<void> {
      const index = pending.findIndex((hold) => hold.matches(request));
      if (index === -1) return;
      const [hold] = pending.splice(index, 1);
      hold.arrive();
      await hold.released;
    },
    releaseAll() {
      pending.splice(0);
      for (const release of releases) release();
      releases.clear();
    },
  };
}
