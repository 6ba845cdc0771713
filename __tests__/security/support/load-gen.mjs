// The load of page-under-load.test.ts, in its own process started under `nice`: a real attacker's requests are made
// on another machine, so the generator's own CPU (building, sending and reading ~16 000 requests or 150 MB of photos
// in six seconds) must not be what slows the page the test measures. Prints the answers' statuses as JSON counts.
//   search <origin> <ms> <clients>                         distinct searches back to back, one address per client
//   upload <origin> <ms> <wave> <photo> <userType> <targets JSON: [{ cookie, path }]>  waves of `wave` photos at once
import fs from 'node:fs';

const [mode, origin, ms] = process.argv.slice(2, 5);
const until = Date.now() + Number(ms);
const statuses = {};
const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
const WORDS = ['áo', 'đầm', 'váy', 'vest', 'dài', 'lụa', 'cưới', 'dạ', 'hội', 'tơ'];

if (mode === 'search') {
  const clients = Number(process.argv[5]);
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) {
        sent += 1;
        const q = encodeURIComponent(`${WORDS[sent % WORDS.length]} ${process.pid.toString(36)}${sent.toString(36)}`);
        const response = await fetch(`${origin}/v1/product/search?q=${q}&page=1`, { headers: { 'x-forwarded-for': `10.20.0.${client + 1}` } });
        await response.arrayBuffer();
        count(response.status);
      }
    }),
  );
} else {
  const [wave, photoFile, userType, targetsJson] = process.argv.slice(5);
  const photo = new Uint8Array(fs.readFileSync(photoFile));
  const targets = JSON.parse(targetsJson);
  // 0: the connection closed before the answer was read — the shop closes a refused upload's connection rather than
  // read the photo, and a client still sending it may see that instead of the 503.
  const upload = async ({ cookie, path }) => {
    try {
      const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'x-user-type': userType, 'content-type': 'image/jpeg', cookie }, body: photo });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };
  while (Date.now() < until) (await Promise.all(Array.from({ length: Number(wave) }, (_, index) => upload(targets[index % targets.length])))).forEach(count);
}
process.stdout.write(JSON.stringify(statuses));
