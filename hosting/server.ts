// `npm start`: serves the prerendered site in build/client (or
// $BUILD_DIR/client) on 127.0.0.1:$PORT (default 3000), with the headers,
// caching and redirects of hosting/policy.ts. Files, ranges, conditional
// requests and the precompressed .br/.gz files are @fastify/static's work.
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { isIP, type Socket } from "node:net";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from "fastify";
import { inquiryForm, inquiryOf, largestInquiry } from "../rules/inquiry.ts";
import { editorPage, hasAddress, inquiryUnsentPage, notFoundPage, roomClosedPage } from "../rules/pages.ts";
import { isClosed, roomsPrefix } from "../rules/rooms.ts";
import { largestSeen, roomOpenedMessage, seenPath, seenPerAddress } from "../rules/visits.ts";
import { builtSite, servedBuild } from "./built-site.ts";
import { connectionKeeper } from "./connections.ts";
import { inquiriesFile, inquiryStore, mailer, noticeMailer, rateLimit } from "./inquiries.ts";
import { answerInquiry, fromAnotherSite, inquiryType, unsentPage } from "./inquiry-answer.ts";
import { openedOnce } from "./opened-once.ts";
import {
  allowedMethods,
  type BuiltSite,
  cacheControl,
  cacheControlFor,
  canonicalPath,
  clientLimits,
  decodedPath,
  emptySegment,
  headersFor,
  hiddenPath,
  securityHeaders,
  unlistedHeaders,
} from "./policy.ts";
import { normalisedPath, roomKeyAt } from "./room-closing.ts";
import { recordVisit } from "./room-visits.ts";
import { visitStore } from "./visits-store.ts";

const root = path.join(servedBuild, "client");
const exists = (file: string) => !!statSync(file, { throwIfNoEntry: false });
/** Every built page (the registry's, rules/pages.ts), and the hashes of their inline scripts and stylesheet. */
const built = exists(path.join(root, notFoundPage.file)) ? builtSite() : undefined;
if (!built) {
  console.error(`No build in ${servedBuild}. Run \`npm run build\` first.`);
  process.exit(1);
}
const site: BuiltSite = built;
/** The headers of every answer. */
const headers = securityHeaders(site);
/** Whether the build has the editor (admin/), whose answers have its own headers. */
const withEditor = site.pages.some((page) => page.path === editorPage.path);
/** Whether the build has the page that answers under /rooms/ for a room that is not open. */
const withRoomClosed = site.pages.some((page) => page.path === roomClosedPage.path);
/** The pages with an address of their own: all but the error pages. */
const pages = site.pages.filter(hasAddress);
const paths = pages.map((page) => page.path);

/** A plain-text error with the site's headers, for requests that never reach a page. */
function refuse(reply: FastifyReply, status: number, text: string) {
  return reply.headers(headers).code(status).type("text/plain; charset=utf-8").send(text);
}

/**
 * The not-found page with 404, or under /rooms/ the page of a closed room (with 410 for a room
 * that has closed, 404 for any other address there, as the static hosts answer).
 */
function notFound(request: FastifyRequest, reply: FastifyReply, status: 404 | 410 = 404) {
  // Always the whole page: a not-found answer is never "not modified" (If-None-Match: *) or a range.
  for (const condition of ["if-none-match", "if-modified-since", "range"]) delete request.headers[condition];
  const whole = { cacheControl: false, etag: false, lastModified: false, acceptRanges: false };
  const inRooms =
    withRoomClosed &&
    (status === 410 || (normalisedPath(request.url.split("?")[0] ?? "/") ?? "").startsWith(roomsPrefix));
  // The closed page asks search engines to leave it out, however the address was spelt.
  if (inRooms) reply.headers(unlistedHeaders);
  const page = inRooms ? roomClosedPage : notFoundPage;
  return reply.code(status).header("Cache-Control", cacheControl.revalidate).sendFile(page.file, whole);
}

/**
 * The proxy in front of `npm start` whose X-Forwarded-For names the visitor: nginx on this machine
 * (docs/hosting.md) is started with TRUST_PROXY=127.0.0.1. Told nothing, the header is the
 * visitor's own words, and her address is her connection's.
 */
const proxies = (process.env.TRUST_PROXY ?? "")
  .split(",")
  .map((address) => address.trim())
  .filter(Boolean);
for (const address of proxies.filter((address) => !isIP(address))) {
  console.error(
    `TRUST_PROXY names the address of the proxy in front of npm start (127.0.0.1 for nginx on this machine), not "${address}".`,
  );
  process.exit(1);
}

/** Each connection's request under way and its answer: an error of its client never writes into an answer begun. */
const underWay = new WeakMap<Socket, { request: IncomingMessage; response: ServerResponse }>();
/** What a visitor whose post missed the request's deadline is shown (behind nginx too): the page of a message not sent. */
const unsentFile = path.join(root, inquiryUnsentPage.file);
const timedOutPost = exists(unsentFile) ? readFileSync(unsentFile) : undefined;

const app = Fastify({
  // Our own access log (onResponse below) is one line per request.
  logger: false,
  return503OnClosing: true,
  trustProxy: proxies.length > 0 ? proxies : false,
  // Slow and silent clients are let go (hosting/policy.ts): Node checks the headers' and the
  // request's deadlines every connectionsCheckingInterval, 30 s unless said.
  serverFactory: (handler) => {
    const server = createServer(
      {
        headersTimeout: clientLimits.headersSeconds * 1000,
        requestTimeout: clientLimits.requestSeconds * 1000,
        keepAliveTimeout: clientLimits.keepAliveSeconds * 1000,
        connectionsCheckingInterval: 1000,
      },
      handler,
    );
    server.setTimeout(clientLimits.idleSeconds * 1000, (socket) => socket.destroy());
    // When full, a newcomer is let in and an idle or unfinished connection let go for her
    // (hosting/connections.ts), where Node's maxConnections would refuse her.
    const kept = connectionKeeper<Socket>({
      connections: clientLimits.connections,
      perAddress: clientLimits.connectionsPerAddress,
      shareless: (address) => proxies.includes(address),
    });
    server.on("connection", (socket: Socket) => {
      const admission = kept.opened(socket, socket.remoteAddress ?? "", Date.now());
      if (!admission.admit) return socket.destroy();
      admission.shed?.destroy();
      socket.once("close", () => kept.closed(socket));
    });
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      kept.requested(socket, () => request.complete, Date.now());
      underWay.set(socket, { request, response });
      response.once("finish", () => {
        underWay.delete(socket);
        kept.answered(socket, Date.now());
      });
    });
    return server;
  },
  // A malformed address (/%zz) fails before any hook runs: answer it here, with the same headers.
  frameworkErrors: (_error, _request, reply) => {
    refuse(reply as FastifyReply, 400, "Bad request");
  },
  // Requests Node's parser rejects (a CR in the path, headers too large) or that missed their
  // deadline get the headers too, unless an answer has begun on the connection.
  clientErrorHandler: (error, socket) => {
    if (socket.destroyed) return;
    const code = (error as NodeJS.ErrnoException).code;
    const status = code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const current = underWay.get(socket as Socket);
    if (current?.response.headersSent) return socket.destroy();
    const page = status === 408 && current?.request.method === "POST" ? timedOutPost : undefined;
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ...(page
        ? ["Content-Type: text/html; charset=utf-8", `Cache-Control: ${cacheControl.revalidate}`]
        : []),
      `Content-Length: ${page?.length ?? 0}`,
      "Connection: close",
    ];
    // Closed once written, whether or not the client is still sending.
    socket.end(Buffer.concat([Buffer.from([...head, "", ""].join("\r\n")), page ?? Buffer.alloc(0)]), () =>
      socket.destroy(),
    );
  },
});

app.addHook("onRequest", async (request, reply) => {
  const raw = request.url.split("?")[0] ?? "/";
  const pathname = decodedPath(raw);
  // The editor's answers have its own headers (if the build has it, else /admin is not found), an
  // unlisted page's and the files open to other sites theirs (hosting/policy.ts).
  reply
    .headers(headersFor(pathname ?? raw, site, withEditor))
    .header("Cache-Control", cacheControl.revalidate);
  // Longer addresses are no page of this site: answered before any work is done.
  if (request.url.length > 2048) return refuse(reply, 414, "URI too long");
  if (pathname === null) return refuse(reply, 400, "Bad request");
  const posting = request.method === "POST" && (pathname === inquiryForm.action || isSeenPath(pathname));
  if (!posting && !(allowedMethods as readonly string[]).includes(request.method)) {
    return refuse(reply.header("Allow", allowedMethods.join(", ")), 405, "Method not allowed");
  }
  // A room from its closing day, under every spelling of its address, though the build made it
  // while it was open.
  const roomKey = roomKeyAt(raw);
  const room = roomKey && site.rooms.find(({ key }) => key === roomKey);
  if (room && isClosed(room, Date.now())) return notFound(request, reply, 410);
  // "//rooms/…" and "/%2Frooms/…" are no spelling of a page: nothing past here sees them.
  if (emptySegment.test(pathname)) return notFound(request, reply);
  const canonical = canonicalPath(pathname, paths);
  if (canonical) return reply.redirect(canonical, 308);
  if (hiddenPath.test(pathname)) return notFound(request, reply);
});

app.addHook("onResponse", async (request, reply) => {
  console.log(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
});
// A room's visit is recorded as its answer is sent, not once it has been: a guest (or nginx's
// mirror, which ends with the guest's request) may leave before a price list's last byte.
app.addHook("onSend", async (request, reply, payload) => {
  recordAsAnswered(request, reply);
  return payload;
});

await app.register(fastifyStatic, {
  root,
  preCompressed: true,
  dotfiles: "ignore",
  index: ["index.html"],
  redirect: false,
  // Cache-Control comes from hosting/policy.ts instead.
  cacheControl: false,
  setHeaders(res, file) {
    const name = path.relative(root, file).split(path.sep).join("/");
    res.header("Cache-Control", cacheControlFor(`/${name}`));
  },
});

// The inquiry form's posts: kept (hosting/inquiries.ts) before the visitor is answered, then e-mailed.
/** The file of inquiries, opened by the first one (and tried again by the next, if it could not be). */
const inquiriesStore = openedOnce(() => inquiryStore());
const inquiries = inquiriesStore.get;
const mail = site.inquiriesTo ? mailer(site.inquiriesTo) : undefined;
const inquiryLimit = rateLimit();
const unsentTemplate = () => readFile(path.join(root, inquiryUnsentPage.file), "utf8");
/** The page of an inquiry not sent, for a request refused before its form was read. */
const unsent = async (reply: FastifyReply, status: number, why: "too large" | "too many") =>
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(unsentPage(await unsentTemplate(), { why }));

// The form's own type alone (its page's script and the form without script both post it), within
// the form's limit: a post of any other type is refused with 415 before it is read.
app.removeAllContentTypeParsers();
app.addContentTypeParser(
  inquiryType,
  { parseAs: "string", bodyLimit: largestInquiry },
  (_request, body, done) => done(null, body),
);
app.post(inquiryForm.action, async (request, reply) => {
  const body = typeof request.body === "string" ? request.body : "";
  // request.host is the Host header, or X-Forwarded-Host from a proxy it trusts.
  if (fromAnotherSite((name) => request.headers[name]?.toString(), request.host)) {
    const inquiry = inquiryOf(new URLSearchParams(body));
    const page = unsentPage(await unsentTemplate(), { why: "another site", inquiry });
    return reply.code(403).type("text/html; charset=utf-8").send(page);
  }
  if (!inquiryLimit.allows(request.ip)) return unsent(reply, 429, "too many");
  let kept: number | undefined;
  const answer = await answerInquiry(
    body,
    async (inquiry) => {
      kept = (await inquiries()).keep(inquiry);
    },
    unsentTemplate,
  );
  if (answer.failure) console.error(answer.failure);
  if (answer.location) reply.redirect(answer.location, 303);
  else reply.code(answer.status).type("text/html; charset=utf-8").send(answer.html);
  // E-mailed after the answer: it is kept whatever the mail server does, and listed until read.
  if (mail && kept !== undefined && answer.checked.outcome === "taken") {
    const id = kept;
    mail(answer.checked.inquiry).then(
      async () => (await inquiries()).mailed(id),
      (error: Error) => console.error(`Inquiry ${id} is kept, not e-mailed: ${error.message}`),
    );
  }
  return reply;
});

// The viewing rooms' visits (rules/visits.ts): recorded in the inquiries' file as the guest is
// answered, never delaying her, from the requests for a room's page and its list and the posts of its page's viewer
// and zoom; each room's first opening e-mailed as an inquiry is. Never a room closed or unknown.
const recordsVisits = site.roomVisits === true;
/** The visits' store, in the same file, held as the inquiries' is. */
const visitsStore = openedOnce(() => visitStore());
const visits = visitsStore.get;
const notice = site.inquiriesTo ? noticeMailer(site.inquiriesTo) : undefined;
const seenLimit = rateLimit(seenPerAddress);
/** The room open now at `key`, if the build has one. */
const openRoom = (key: string | undefined) => {
  const room = key === undefined ? undefined : site.rooms.find((room) => room.key === key);
  return room && !isClosed(room, Date.now()) ? room : undefined;
};
/** A post of what a room's page saw, at an open room's address or not (decodedPath). */
function isSeenPath(pathname: string) {
  const key = roomKeyAt(pathname);
  return key !== undefined && normalisedPath(pathname) === seenPath({ key });
}
/** A room's page and its list are recorded as a browser has them: sent, in part, or not modified. */
const recordedStatuses = [200, 206, 304];

/** Records what a request to an open room was, answered as `reply` says, without keeping the answer waiting. */
function recordAsAnswered(request: FastifyRequest, reply: FastifyReply) {
  if (!recordsVisits || !["GET", "POST"].includes(request.method)) return;
  const path = request.url.split("?")[0] ?? "/";
  const key = roomKeyAt(path);
  const room = openRoom(key);
  if (!key || !room) return;
  const status = reply.statusCode;
  if (request.method === "POST" ? status !== 204 : !recordedStatuses.includes(status)) return;
  const body = typeof request.body === "string" ? request.body : undefined;
  const header = (name: string) => request.headers[name]?.toString();
  const works = (room.works ?? []).map((work) => work.id);
  visits()
    .then((store) =>
      recordVisit({ key, method: request.method, path, header, address: request.ip, body, works }, store),
    )
    .then((recorded) => {
      if (recorded?.firstOpening && notice) {
        const where = "On the server, `npm run visits` lists each room's visits.";
        return notice(roomOpenedMessage(room, recorded.visit, where, site.timeZone));
      }
    })
    .catch((error: Error) =>
      console.error(`A visit to a room was not recorded or not e-mailed: ${error.message}`),
    );
}

app.post(seenPath({ key: ":key" }), { bodyLimit: largestSeen }, async (request, reply) => {
  if (!recordsVisits || !openRoom((request.params as { key: string }).key)) return notFound(request, reply);
  if (fromAnotherSite((name) => request.headers[name]?.toString(), request.host)) {
    return refuse(reply, 403, "Forbidden");
  }
  if (!seenLimit.allows(request.ip)) return refuse(reply, 429, "Too many requests");
  return reply.code(204).send();
});

// The pages other than "/" (index.html), each at its address without a trailing slash.
for (const page of pages.filter((page) => page.path !== "/")) {
  app.get(page.path, (_request, reply) => reply.sendFile(page.file));
}
app.setNotFoundHandler((request, reply) => notFound(request, reply));
app.setErrorHandler((error: FastifyError, request, reply) => {
  const status = error.statusCode ?? 500;
  // Bad input is the client's error, never a 5xx; "forbidden" (a path out of bounds) is just not found.
  if (status === 403 || status === 404) return notFound(request, reply);
  if (
    status === 413 &&
    request.method === "POST" &&
    !isSeenPath(decodedPath(request.url.split("?")[0] ?? "/") ?? "")
  ) {
    return unsent(reply, 413, "too large");
  }
  if (status < 500) return refuse(reply, status, "Bad request");
  console.error(error);
  return refuse(reply, 500, "Server error");
});

const port = Number(process.env.PORT ?? 3000);
try {
  await app.listen({ port, host: "127.0.0.1" });
  console.log(`Serving the site on http://127.0.0.1:${port}; inquiries are kept in ${inquiriesFile}`);
  // Until she gives a mail account, she hears of nothing unless she asks: said at each start.
  if (!mail) {
    console.log(
      'Inquiries and rooms\' first openings are not e-mailed to you: give your mail account as SMTP_URL (docs/artist-guide.md, "Messages and room openings on your phone"); until then `npm run inquiries` and `npm run visits` list them.',
    );
  }
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  console.error(inUse ? `Port ${port} is already in use. Set PORT to another.` : error);
  process.exit(1);
}

// Finish the requests under way, then stop.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(
    signal,
    () =>
      void app.close().then(async () => {
        await inquiriesStore.close();
        await visitsStore.close();
        process.exit(0);
      }),
  );
}
