/** Terminal progress for the developer-facing scripts: numbered steps with their duration. */
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, text: string) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);

export const dim = (text: string) => paint('2', text);
export const bold = (text: string) => paint('1', text);
export const green = (text: string) => paint('32', text);
export const red = (text: string) => paint('31', text);

export function createSteps(total: number) {
  let index = 0;
  return async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
    index += 1;
    const started = Date.now();
    console.log(`${dim(`[${index}/${total}]`)} ${label}…`);
    const result = await work();
    console.log(`${dim(`[${index}/${total}]`)} ${green('✓')} ${label} ${dim(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)}`);
    return result;
  };
}
