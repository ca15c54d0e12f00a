// HEADER_CMD of ../shared/bench/api-baseline/measure.sh: signs the demo administrator in at $BASE and
// prints the session cookie as one header line ("Cookie: sid=…") for every measured request.
// Usage: BASE=http://127.0.0.1:8801 node bench/sign-in.mjs   (BENCH_EMAIL / BENCH_PASSWORD override the account)
const base = process.env.BASE;
if (!base) throw new Error('BASE (adresa servera) chýba');
const res = await fetch(`${base}/api/webapp/session`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: process.env.BENCH_EMAIL ?? 'admin@hry.sk',
    password: process.env.BENCH_PASSWORD ?? 'Admin2026!',
  }),
});
const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
if (!res.ok || !cookie.startsWith('sid=')) {
  console.error(`Prihlásenie zlyhalo: ${res.status} ${await res.text()}`);
  process.exit(1);
}
console.log(`Cookie: ${cookie}`);
