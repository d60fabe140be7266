// One HTTP request to the fleet's balancer, for `npm run fleet:load` and `npm run fleet:rollout`:
// never throws, so a check counts a refused or cut request as a failure instead of stopping.
import http from "node:http";

/** Answers { status, headers, body } or { status: 0, error } (the error's code). */
export function balancerRequest(port, agent, method, urlPath, { body, cookie, headers = {} } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const allHeaders = {
      ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin: `http://127.0.0.1:${port}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    };
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers: allHeaders, agent, timeout: 20_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
      res.on("error", (error) => resolve({ status: 0, error: error.code ?? error.message }));
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end(payload);
  });
}
