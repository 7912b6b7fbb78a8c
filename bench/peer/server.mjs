/**
 * The reference peer for `npm run bench`: the stack the product spec was first written for, and
 * what many services like ours run. Express 5, express-session with its sessions in PostgreSQL
 * (connect-pg-simple), node-postgres, argon2id with the same library and settings as the app, and
 * the letter printed to PDF by headless Chromium. It serves only what the bench compares:
 * sign-in, the current user, the user's orders and a letter's PDF. Not part of the product.
 *
 * Env: PORT, PEER_DATABASE_URL, CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { verify } from "@node-rs/argon2";
import connectPgSimple from "connect-pg-simple";
import express from "express";
import session from "express-session";
import pg from "pg";
import { chromium } from "playwright-core";

const pool = new pg.Pool({ connectionString: process.env.PEER_DATABASE_URL, max: 10 });
await pool.query(`
  create table if not exists peer_users (
    id serial primary key, email text not null unique, first_name text, last_name text,
    password_hash text not null, is_admin boolean not null default false, created_at timestamptz not null default now());
  create table if not exists peer_letters (
    id serial primary key, user_id integer not null references peer_users(id), full_name text not null, email text not null,
    phone text not null, address text not null, city text not null, state text not null, zip_code text not null,
    platforms text[] not null, username text not null, ban_date date not null, consequences text not null,
    created_at timestamptz not null default now());
  create table if not exists peer_orders (
    id serial primary key, user_id integer not null references peer_users(id), letter_id integer references peer_letters(id),
    type text not null, amount numeric(10, 2) not null, status text not null, mail_status text not null default 'not_submitted',
    mail_tracking text, created_at timestamptz not null default now());
  create index if not exists peer_orders_user_idx on peer_orders (user_id, created_at);`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const PgStore = connectPgSimple(session);
const app = express();
app.disable("x-powered-by");
app.use(express.json({ limit: "100kb" }));
app.use(
  session({
    store: new PgStore({ pool, tableName: "peer_sessions", createTableIfMissing: true }),
    secret: "peer-secret-that-is-long-enough-for-sessions",
    name: "sid",
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: "lax", maxAge: 7 * 24 * 3600 * 1000 },
  }),
);

app.get("/healthz", async (_req, res) => {
  await pool.query("select 1");
  res.json({ status: "ok" });
});

app.post("/api/auth/login", async (req, res) => {
  const { email, password } = req.body ?? {};
  if (typeof email !== "string" || typeof password !== "string")
    return res.status(400).json({ message: "Email and password are required" });
  const { rows } = await pool.query("select * from peer_users where email = $1", [email.trim().toLowerCase()]);
  const user = rows[0];
  if (!user || !(await verify(user.password_hash, password)))
    return res.status(401).json({ message: "Invalid email or password" });
  req.session.regenerate((error) => {
    if (error) return res.status(500).json({ message: "Session error" });
    req.session.userId = user.id;
    req.session.save(() => res.json(publicUser(user)));
  });
});

async function currentUser(req, res) {
  if (!req.session.userId) {
    res.status(401).json({ message: "Not signed in" });
    return undefined;
  }
  const { rows } = await pool.query("select * from peer_users where id = $1", [req.session.userId]);
  if (!rows[0]) res.status(401).json({ message: "Not signed in" });
  return rows[0];
}

app.get("/api/auth/user", async (req, res) => {
  const user = await currentUser(req, res);
  if (user) res.json(publicUser(user));
});

app.get("/api/orders", async (req, res) => {
  const user = await currentUser(req, res);
  if (!user) return;
  const { rows } = await pool.query("select * from peer_orders where user_id = $1 order by created_at desc", [user.id]);
  res.json(rows);
});

app.get("/api/demand-letters/:id/download/pdf", async (req, res) => {
  const user = await currentUser(req, res);
  if (!user) return;
  const { rows } = await pool.query("select * from peer_letters where id = $1 and user_id = $2", [
    Number(req.params.id),
    user.id,
  ]);
  if (!rows[0]) return res.status(404).json({ message: "Letter not found" });
  const page = await browser.newPage();
  try {
    await page.setContent(letterHtml(rows[0]));
    const pdf = await page.pdf({ format: "Letter", margin: { top: "1in", bottom: "1in", left: "1in", right: "1in" } });
    res
      .type("application/pdf")
      .setHeader("content-disposition", `attachment; filename="demand-letter-${rows[0].id}.pdf"`);
    res.send(pdf);
  } finally {
    await page.close();
  }
});

function publicUser(user) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isAdmin: user.is_admin,
  };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same facts and sections as the app's letter, laid out in HTML for Chromium to print. */
function letterHtml(letter) {
  const today = new Date().toLocaleDateString("en-US", { dateStyle: "long" });
  const platforms = letter.platforms.join(" and ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    body { font: 11pt/1.45 "DejaVu Serif", serif; color: #111; }
    h1 { font-size: 11pt; margin: 1.2em 0 0.6em; } p { margin: 0 0 0.8em; } ol, ul { margin: 0 0 0.8em 1.4em; padding: 0; }
  </style></head><body>
  <p>${escapeHtml(letter.full_name)}<br>${escapeHtml(letter.address)}<br>${escapeHtml(letter.city)}, ${escapeHtml(letter.state)} ${escapeHtml(letter.zip_code)}<br>${escapeHtml(letter.email)}<br>${escapeHtml(letter.phone)}</p>
  <p>${escapeHtml(today)}</p>
  <p>Meta Platforms, Inc.<br>Attn: Legal Department<br>1 Meta Way<br>Menlo Park, CA 94025</p>
  <p><strong>Subject: Formal demand to restore my ${escapeHtml(platforms)} accounts: @${escapeHtml(letter.username)}</strong></p>
  <p>To Meta Platforms, Inc.:</p>
  <p>On ${escapeHtml(new Date(letter.ban_date).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }))} my ${escapeHtml(platforms)} accounts (@${escapeHtml(letter.username)}) were disabled without a clear reason or a fair review. ${escapeHtml(letter.consequences)}</p>
  <h1>What I ask you to do</h1>
  <ol><li>Restore my ${escapeHtml(platforms)} accounts and all of their content.</li><li>Tell me in writing which rule you say I broke and what evidence you relied on.</li><li>Keep all records about my accounts and their suspension.</li><li>Give me a copy of the personal data you hold about me.</li></ol>
  <h1>Deadline</h1>
  <p>Please answer in writing within 30 days of the date of this letter.</p>
  <h1>If I do not get an answer</h1>
  <ul><li>File a claim in small claims court where I live.</li><li>Complain to my state's attorney general and the Federal Trade Commission.</li></ul>
  <p>I would rather settle this with you directly. You can reach me by email at ${escapeHtml(letter.email)} or by phone at ${escapeHtml(letter.phone)}.</p>
  <p>Sincerely,</p><p>/s/ ${escapeHtml(letter.full_name)}<br>${escapeHtml(letter.full_name)}</p>
  </body></html>`;
}

const server = app.listen(Number(process.env.PORT ?? 5393), "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close();
    void browser
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}
