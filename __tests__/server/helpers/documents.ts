/** Files the API answers (a slip's PDF or page, an export): the raw bytes as a client with that cookie gets them, and a PDF's text read back. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestServer } from './test-server';

export interface FileReply {
  status: number;
  type: string;
  disposition: string;
  bytes: Buffer;
}

export async function fetchFile(server: TestServer, urlPath: string, client: { cookieName: string; cookie: string | null; userType: string } | null): Promise<FileReply> {
  const response = await fetch(`${server.url}${urlPath}`, {
    headers: client ? { 'x-user-type': client.userType, ...(client.cookie ? { cookie: `${client.cookieName}=${client.cookie}` } : {}) } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The text pdf.js extracts from the PDF (in a child: pdf.js is an ES module), pages joined. */
export function pdfText(pdf: Buffer): { pages: number; text: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs'), file], { encoding: 'utf8' });
    return JSON.parse(out) as { pages: number; text: string };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
