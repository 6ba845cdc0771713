// A page prober in its own process (page-under-load.test.ts): fetches URL every INTERVAL ms for DURATION ms, then
// prints the latencies (ms) as JSON. Apart from the load generator, so a busy test process does not slow the probe.
const [url, duration, interval] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const until = Date.now() + duration;
const latencies = [];
const failures = [];
while (Date.now() < until) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) failures.push(response.status);
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, interval));
}
process.stdout.write(JSON.stringify({ latencies, failures }));
