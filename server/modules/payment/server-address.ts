import os from 'node:os';

/** This server's address, for VNPay's vnp_IpAddr. */
export function serverAddress(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return '127.0.0.1';
}
