import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { refuseTakenPort } from "../../scripts/wait-for-health.ts";

it("a server is not started where another already listens, since its /healthz would answer for ours", async () => {
  const stranger = createServer((_request, response) => response.end("ok"));
  await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
  await expect(refuseTakenPort(url)).rejects.toThrow(`Something already listens at ${url}`);
  await new Promise((resolve) => stranger.close(resolve));
  await expect(refuseTakenPort(url)).resolves.toBeUndefined();
});
