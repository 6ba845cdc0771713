/** The back-office's first owner, created by `npm start` from ADMIN_EMAIL / ADMIN_PASSWORD for the journeys. */
export const E2E_OWNER = { email: 'chu.cua.hang@thuedo.test', password: 'ChuCuaHang#2026' } as const;
