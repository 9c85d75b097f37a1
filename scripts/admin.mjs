// pnpm admin <command>: the back-office calls (the same /api/admin/* the web console will use), signed in as an
// operator: `pnpm admin login <username>` asks for the password and the authenticator's code (or takes
// OPERATOR_PASSWORD and OPERATOR_CODE) and keeps the session in ~/.betbazar-operator (yours alone); every other
// command then runs with your role. ADMIN_TOKEN (env) is for creating the first manager and for automation
// (docs/operations.md); it is used only when no operator is signed in.
// Env: API_BASE (default http://localhost:4000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';

const [command, ...args] = process.argv.slice(2);
const base = process.env.API_BASE || `http://localhost:${process.env.API_PORT || 4000}`;
const sessionFile = path.join(os.homedir(), '.betbazar-operator');
const saved = fs.existsSync(sessionFile) ? JSON.parse(fs.readFileSync(sessionFile, 'utf8')) : null;
const token = saved?.base === base ? saved.token : process.env.ADMIN_TOKEN;

if (command === 'login') {
  const username = args[0];
  if (!username) {
    console.error('usage: pnpm admin login <username>');
    process.exit(2);
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const password = process.env.OPERATOR_PASSWORD ?? (await rl.question('Password: '));
  const code = process.env.OPERATOR_CODE ?? (await rl.question('Authenticator code (or a recovery code): '));
  rl.close();
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code }),
  });
  const answer = await res.json();
  if (!res.ok) {
    console.error(answer.message);
    process.exit(1);
  }
  fs.writeFileSync(sessionFile, JSON.stringify({ base, token: answer.data.token, username, role: answer.data.role }), { mode: 0o600 });
  console.log(`signed in as ${username} (${answer.data.role}) for up to ${answer.data.expires_in / 3600} hours`);
  process.exit(0);
}
if (command === 'logout') {
  if (saved) await fetch(`${base}/api/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${saved.token}` } });
  fs.rmSync(sessionFile, { force: true });
  console.log('signed out');
  process.exit(0);
}

const commands = {
  settings: ['POST', '/api/admin/settings', 'key=value ...  update general settings (site_status=0, withdrawal_status=1, ...)'],
  'market-block': ['POST', '/api/admin/market-block', 'username=.. exchange_market=0|1 cs_market=0|1 status=active|blocked'],
  status: ['POST', '/api/admin/players/{username}/status', '<username> status=locked|active  a lock ends every session and token'],
  adjust: ['POST', '/api/admin/players/{username}/adjust', '<username> amount=.. note=..  admin balance adjustment'],
  list: ['GET', '/api/admin/transactions?status=pending', 'pending deposits and withdrawals'],
  approve: ['POST', '/api/admin/transactions/{id}/approve', '<id>'],
  reject: ['POST', '/api/admin/transactions/{id}/reject', '<id> reason=..'],
  inbox: ['POST', '/api/admin/inbox', 'username=..|all=1 title=.. message=..'],
  chat: ['GET', '/api/admin/chats', '[<chatId> <answer text...>]  read the waiting chats, or answer one'],
  operator: ['POST', '/api/admin/operators', 'username=.. password=.. role=support|finance|manager  (a manager, or ADMIN_TOKEN for the first)'],
  approvals: ['GET', '/api/admin/approvals', 'large money actions waiting for a second operator'],
  'second-approve': ['POST', '/api/admin/approvals/{id}/approve', "<id>  approve another operator's waiting action"],
  invite: [
    'POST',
    '/api/admin/invitations',
    'username=.. role=..  invite an operator (a manager; the link lets them set their own password and authenticator)',
  ],
  'four-eyes': ['POST', '/api/admin/four-eyes', 'kind=adjust|withdraw|deposit|void amount=..  ask to change a four-eyes amount (another manager approves)'],
  'second-reject': ['POST', '/api/admin/approvals/{id}/reject', '<id> reason=..  reject a waiting action (or cancel your own)'],
  audit: ['GET', '/api/admin/audit', '[action=..] [operator=..] [page=..]  the audit log (managers)'],
};

if (!command || !commands[command]) {
  console.log('usage: pnpm admin <command> [args]\n\n  login <username>   sign in as an operator (password and authenticator code)\n  logout\n');
  for (const [name, [, , help]] of Object.entries(commands)) console.log(`  ${name.padEnd(14)} ${help}`);
  process.exit(command ? 2 : 0);
}
if (!token) {
  console.error('Sign in first: pnpm admin login <username> (or set ADMIN_TOKEN for automation and the first manager)');
  process.exit(2);
}
if (command === 'chat') {
  const auth = { authorization: `Bearer ${token}` };
  const [chatId, ...words] = args;
  if (chatId) {
    const res = await fetch(`${base}/api/admin/chats/${encodeURIComponent(chatId)}/messages`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ content: words.join(' ') }),
    });
    console.log(res.ok ? `answered chat ${chatId}` : (await res.json()).message);
    process.exit(res.ok ? 0 : 1);
  }
  const res = await fetch(`${base}/api/admin/chats`, { headers: auth });
  const { data = [], message } = await res.json();
  if (!res.ok) {
    console.error(message);
    process.exit(1);
  }
  if (!data.length) console.log('No chat is waiting for an answer.');
  for (const c of data) {
    console.log(`\n#${c.chat_id} ${c.username}  waiting since ${c.waiting_since}`);
    for (const m of c.messages) console.log(`  ${m.created_at.slice(11, 16)} ${m.sender === 'support' ? 'support' : c.username}: ${m.content}`);
  }
  console.log('\nanswer: pnpm admin chat <chatId> <text>');
  process.exit(0);
}
const [method, pattern] = commands[command];
const positional = args.filter((a) => !a.includes('='));
const body = Object.fromEntries(
  args
    .filter((a) => a.includes('='))
    .map((a) => {
      const i = a.indexOf('=');
      return [a.slice(0, i), a.slice(i + 1)];
    }),
);
let url = pattern;
if (method === 'GET' && Object.keys(body).length) url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams(body)}`;
for (const p of ['{username}', '{id}']) if (url.includes(p)) url = url.replace(p, encodeURIComponent(positional.shift() ?? ''));
const res = await fetch(`${base}${url}`, {
  method,
  headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
  body: method === 'POST' ? JSON.stringify(body) : undefined,
});
const text = await res.text();
try {
  console.log(JSON.stringify(JSON.parse(text), null, 2));
} catch {
  console.log(text);
}
process.exit(res.ok ? 0 : 1);
