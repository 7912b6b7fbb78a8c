import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback imitation of an S3-compatible bucket, path-style (`/bucket/key`): PutObject,
 * GetObject, HeadObject and DeleteObject, with S3's status codes and XML errors. A request must be
 * signed (AWS Signature Version 4) with the access key the stand-in was given; others get 403.
 * Bodies sent as aws-chunked (the SDK's default checksums) are refused, as some S3-compatible
 * services do, so a test sees the client send plain bodies.
 */
export async function startS3StandIn(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; key: string; authorized: boolean; bytes?: number }[] = [];

  function error(response: ServerResponse, status: number, code: string, head = false) {
    response.writeHead(status, { "content-type": "application/xml" });
    response.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const authorization = request.headers.authorization ?? "";
    const authorized =
      authorization.startsWith("AWS4-HMAC-SHA256 ") &&
      authorization.includes(`Credential=${options.accessKeyId}/`) &&
      typeof request.headers["x-amz-date"] === "string";
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    seen.push({
      method: request.method ?? "",
      key,
      authorized,
      bytes: request.method === "PUT" ? body.length : undefined,
    });
    const head = request.method === "HEAD";
    if (!authorized) return error(response, 403, "AccessDenied", head);
    if (bucket !== options.bucket) return error(response, 404, "NoSuchBucket", head);
    if (!key) return error(response, 400, "InvalidRequest", head);
    switch (request.method) {
      case "PUT": {
        if (String(request.headers["content-encoding"] ?? "").includes("aws-chunked"))
          return error(response, 501, "NotImplemented");
        const length = Number(request.headers["content-length"]);
        if (!Number.isFinite(length) || length !== body.length) return error(response, 400, "IncompleteBody");
        objects.set(key, body);
        response.writeHead(200, { etag: `"${body.length}"` });
        return response.end();
      }
      case "GET":
      case "HEAD": {
        const stored = objects.get(key);
        if (!stored) return error(response, 404, "NoSuchKey", head);
        response.writeHead(200, { "content-length": stored.length, "content-type": "application/octet-stream" });
        return response.end(head ? undefined : stored);
      }
      case "DELETE":
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return error(response, 405, "MethodNotAllowed");
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => error(response, 500, "InternalError"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
