// pnpm admin <command>: the back-office calls for operators (the same /api/admin/* the site's back office uses).
// Env: API_BASE (default http://localhost:4000), ADMIN_TOKEN (required).
const [command, ...args] = process.argv.slice(2);
const base = process.env.API_BASE || `http://localhost:${process.env.API_PORT || 4000}`;
const token = process.env.ADMIN_TOKEN;

const commands = {
  settings: ['POST', '/api/admin/settings', 'key=value ...  update general settings (site_status=0, withdrawal_status=1, ...)'],
  'market-block': ['POST', '/api/admin/market-block', 'username=.. exchange_market=0|1 cs_market=0|1 status=active|blocked'],
  adjust: ['POST', '/api/admin/players/{username}/adjust', '<username> amount=.. note=..  admin balance adjustment'],
  list: ['GET', '/api/admin/transactions?status=pending', 'pending deposits and withdrawals'],
  approve: ['POST', '/api/admin/transactions/{id}/approve', '<id>'],
  reject: ['POST', '/api/admin/transactions/{id}/reject', '<id> reason=..'],
  inbox: ['POST', '/api/admin/inbox', 'username=..|all=1 title=.. message=..'],
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
