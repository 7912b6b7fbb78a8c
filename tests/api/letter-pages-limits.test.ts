import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEWS_PER_MINUTE } from "../../src/server/features/letters/pages-routes.ts";
import { cachedLayoutCount } from "../../src/server/features/letters/letter-pages.ts";
import { crews, lanes } from "../../src/server/features/documents/render-lanes.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";
import { scaled } from "../timeouts.ts";

/**
 * The letter preview's pages cannot starve saves (issue 35, part 5): rate-limited per account,
 * kept per letter version, laid out on a worker lane of their own.
 */
let now = new Date("2026-11-28T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const pages = (cookie: string, id: number, query = "") =>
  t.app.inject({ method: "GET", url: `/api/demand-letters/${id}/pages${query}`, headers: { cookie } });

/** A long story, so each layout takes real work; `tag` makes each letter's text its own. */
const story = (tag: string) =>
  `${tag}: I lost access to eight years of photos, my bakery's page and every message from my customers. `.repeat(40);
/**
 * A long story in Chinese: laid out with a font of thousands of glyphs, each preview takes many
 * times a Latin one's work, so a burst of them keeps the worker busy well past the time a save
 * spends in the database, however busy the machine.
 */
const chineseStory = (tag: string) =>
  `${tag}：我的账号被停用了，八年的照片、面包店的主页和客户的每一条消息都无法访问。`.repeat(60);

describe("the preview's pages", () => {
  it(`are limited to ${PREVIEWS_PER_MINUTE} a minute per account, with a 429 that says so; another account is not`, async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [mine, theirs] = [await createLetter(t.app, alice.cookie), await createLetter(t.app, bob.cookie)];
    for (let count = 0; count < PREVIEWS_PER_MINUTE; count++)
      expect((await pages(alice.cookie, mine)).statusCode).toBe(200);
    const refused = await pages(alice.cookie, mine);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many previews\. Please wait 1 minute and try again\.$/);
    expect((await pages(bob.cookie, theirs)).statusCode).toBe(200);
    now = new Date(now.getTime() + 61_000);
    expect((await pages(alice.cookie, mine)).statusCode).toBe(200);
  });

  it("are laid out once per letter version: the same version again is the same answer, an edit lays out anew", async () => {
    const alice = await signUp(t.app);
    const id = await createLetter(t.app, alice.cookie, { consequences: story("first") });
    const first = await pages(alice.cookie, id);
    const layouts = cachedLayoutCount();
    const again = await pages(alice.cookie, id);
    expect(again.body).toBe(first.body);
    expect(cachedLayoutCount()).toBe(layouts);
    const saved = await t.app.inject({
      method: "PATCH",
      url: `/api/demand-letters/${id}`,
      headers: { cookie: alice.cookie },
      payload: letterInput({ consequences: story("second") }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = await pages(alice.cookie, id);
    expect(edited.body).not.toBe(first.body);
    expect(edited.body).toContain("second:");
  });

  it("never hold up another account's save: a save answers while a burst of previews still waits", async () => {
    /* Two accounts, each within its rate limit, send more previews than the lane lets wait. */
    const first = await signUp(t.app);
    const floods = [first, await signUp(t.app)];
    const letters: { cookie: string; id: number }[] = [];
    for (const [account, flood] of floods.entries())
      for (let index = 0; index < 12; index++) {
        const id = await createLetter(t.app, flood.cookie, { consequences: chineseStory(`flood ${account}.${index}`) });
        letters.push({ cookie: flood.cookie, id });
      }
    const other = await signUp(t.app);
    const theirs = await createLetter(t.app, other.cookie);
    /* The worker loads the Chinese font first, so the job a save may wait for is one preview's layout. */
    const warmUp = await createLetter(t.app, first.cookie, { consequences: chineseStory("warm-up") });
    expect((await pages(first.cookie, warmUp)).statusCode).toBe(200);
    let previewsDone = 0;
    const previews = letters.flatMap(({ cookie, id }) =>
      ["?package=digital", "?package=mail"].map((query) =>
        pages(cookie, id, query).then((response) => {
          previewsDone += 1;
          return response.statusCode;
        }),
      ),
    );
    /*
     * The save is sent once every preview has done its database work: each is then laid out, waiting
     * for the worker, or refused because 20 already wait. What the save could wait behind is the
     * previews' layouts, the queue this test is about, and not their queries ahead of it in the pool.
     */
    const previewsRunning = () =>
      crews.flatMap((crew) => crew.slots).filter((slot) => slot.task?.lane === lanes.preview);
    const waitingSince = performance.now();
    while (previewsDone + lanes.preview.waiting.length + previewsRunning().length < previews.length) {
      if (performance.now() - waitingSince > scaled(20_000)) throw new Error("the previews never reached the worker");
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const waitingWhenSent = lanes.preview.waiting.length;
    expect(waitingWhenSent, "previews waiting for the worker when the save was sent").toBeGreaterThanOrEqual(5);
    const started = performance.now();
    const save = await t.app.inject({
      method: "PATCH",
      url: `/api/demand-letters/${theirs}`,
      headers: { cookie: other.cookie },
      payload: letterInput({ consequences: story("their own save") }),
    });
    const saveMs = performance.now() - started;
    expect(save.statusCode, save.body).toBe(200);
    expect(previewsDone, `the save answered after every preview (${waitingWhenSent} waited)`).toBeLessThan(
      previews.length,
    );
    expect(saveMs).toBeLessThan(scaled(2_000));
    /* Each preview is answered: laid out, or (past the lane's 20 waiting) asked to try again. */
    const statuses = await Promise.all(previews);
    for (const status of statuses) expect([200, 503]).toContain(status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  });
});
