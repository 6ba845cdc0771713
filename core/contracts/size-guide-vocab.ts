/** How large a category's size guide may be (the contract and the back-office's editor alike). */
export const SIZE_GUIDE_LIMITS = { columns: 6, rows: 15, label: 30, size: 20, value: 20 } as const;
