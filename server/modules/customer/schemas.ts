/** JSON schemas of the accounts shapes (docs/accounts-api.md), registered once on the root instance (SHARED_SCHEMAS). */
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

function object<P extends Record<string, unknown>>($id: string, properties: P) {
  return { $id, type: 'object', required: Object.keys(properties), properties } as const;
}

export const userSchema = object('User', {
  id: integer,
  email: nullableString,
  phone: nullableString,
  fullName: string,
  provider: { type: 'string', enum: ['default', 'facebook', 'google', 'apple'] },
  emailVerified: boolean,
  phoneVerified: boolean,
  createdAt: dateTime,
});

export const membershipSchema = object('Membership', {
  membershipPackageId: integer,
  name: string,
  type: string,
  color: string,
  percentDiscount: integer,
  extendDay: integer,
  isFreeFirstOrder: boolean,
  isUsedFreeFirstOrder: boolean,
  startedDate: dateTime,
  expiredDate: dateTime,
});

export const customerSchema = object('Customer', {
  id: integer,
  fullName: string,
  email: nullableString,
  phone: nullableString,
  gender: { type: ['string', 'null'], enum: ['male', 'female', 'other', null] },
  birthday: nullableString,
  avatarUrl: nullableString,
  membership: { anyOf: [{ $ref: 'Membership#' }, { type: 'null' }] },
  availableBalance: integer,
  membershipAvailableBalance: integer,
  walletCoin: integer,
  /** The welcome credit still waiting for a verified email or phone (0 once given). */
  welcomeCreditPending: integer,
});

export const accountSchema = {
  $id: 'Account',
  type: 'object',
  required: ['user', 'customer'],
  properties: { user: { $ref: 'User#' }, customer: { $ref: 'Customer#' } },
} as const;

export const addressSchema = object('Address', {
  id: integer,
  type: { type: 'string', enum: ['ADDRESS_TYPE_HOME', 'ADDRESS_TYPE_COMPANY'] },
  receiverName: string,
  receiverPhone: string,
  street: string,
  scheme: { type: 'string', enum: ['2025', 'legacy'] },
  cityId: string,
  cityName: string,
  districtId: nullableString,
  districtName: nullableString,
  wardId: string,
  wardName: string,
  isDefault: boolean,
  newWard: {
    anyOf: [{ type: 'object', required: ['id', 'name'], properties: { id: string, name: string } }, { type: 'null' }],
  },
  fullAddress: string,
  createdAt: dateTime,
});

export const divisionSchema = object('Division', { id: string, name: string, type: string });

export const membershipPackageSchema = object('MembershipPackage', {
  id: integer,
  name: string,
  type: string,
  color: string,
  percentDiscount: integer,
  extendDay: integer,
  isFreeFirstOrder: boolean,
  price: integer,
  durationDays: integer,
  description: string,
});

export const walletEntrySchema = object('WalletEntry', {
  id: integer,
  kind: { type: 'string', enum: ['available', 'membership'] },
  amount: integer,
  reason: string,
  description: string,
  createdAt: dateTime,
  balanceAfter: integer,
});

export const notificationSchema = object('Notification', {
  id: integer,
  title: string,
  body: string,
  link: nullableString,
  readAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: dateTime,
});

export const statusOkSchema = object('StatusOk', { status: { type: 'string', enum: ['ok'] } });
export const messageSchema = object('Message', { message: string });

export const ACCOUNT_SCHEMAS = [
  userSchema,
  membershipSchema,
  customerSchema,
  accountSchema,
  addressSchema,
  divisionSchema,
  membershipPackageSchema,
  walletEntrySchema,
  notificationSchema,
  statusOkSchema,
  messageSchema,
] as const;

export const STATUS_OK = { status: 'ok' } as const;

/** Route params `{ id }` as a positive integer. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
