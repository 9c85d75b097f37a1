// pnpm admin <command>: the back-office calls for operators (the same /api/admin/* the site's back office uses).
// Env: API_BASE (default http://localhost:4000), ADMIN_TOKEN (required).
const [command, ...args] = process.argv.slice(2);
const base = process.env.API_BASE || `http://localhost:${process.env.API_PORT || 4000}`;
const token = process.env.ADMIN_TOKEN;

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
};

if (!command || !commands[command]) {
  console.log('usage: pnpm admin <command> [args]\n');
  for (const [name, [, , help]] of Object.entries(commands)) console.log(`  ${name.padEnd(14)} ${help}`);
  process.exit(command ? 2 : 0);
}
if (!token) {
  console.error('ADMIN_TOKEN is not set (the api prints one at start when it generated it)');
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
