import type { FastifyInstance } from "fastify";

/** Starts checkout for a letter and pays on the built-in test checkout; returns the order id. */
export async function buyLetter(
  app: FastifyInstance,
  cookie: string,
  letterId: number,
  packageType: "digital" | "mail" = "digital",
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  const { checkoutUrl, orderId } = response.json();
  await payLocal(app, cookie, checkoutUrl);
  return orderId as number;
}

export async function payLocal(
  app: FastifyInstance,
  cookie: string,
  checkoutUrl: string,
  cardNumber = "4242 4242 4242 4242",
) {
  const sessionId = new URL(checkoutUrl).pathname.split("/").pop();
  return app.inject({
    method: "POST",
    url: `/api/test-checkout/${sessionId}/pay`,
    payload: { cardNumber },
    headers: { cookie },
  });
}
