/** The address book: the server checks the divisions, fills their names and keeps exactly one default address. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, type AddressRow, type AddressTypeValue } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { normalizePhone } from '../../../core/rules/identifiers';
import type { Address, AddressInput } from '../../../core/contracts/address';
import { AUTH_MESSAGES } from '../auth/service';
import type { DivisionScheme } from '../../../core/contracts/address-vocab';
import { divisions, newWardOf } from './divisions';

export const ADDRESS_TYPES: Record<AddressTypeValue, string> = {
  ADDRESS_TYPE_HOME: 'Nhà riêng',
  ADDRESS_TYPE_COMPANY: 'Văn phòng',
};

export const ADDRESS_MESSAGES = {
  notFound: 'Không tìm thấy địa chỉ',
  unknownCity: 'Tỉnh/thành phố không hợp lệ',
  needDistrict: 'Vui lòng chọn quận/huyện',
  noDistrict2025: 'Địa chỉ theo đơn vị hành chính mới (từ 01/07/2025) không có cấp quận/huyện',
  unknownDistrict: 'Quận/huyện không hợp lệ hoặc không thuộc tỉnh/thành phố đã chọn',
  unknownWardInDistrict: 'Phường/xã không hợp lệ hoặc không thuộc quận/huyện đã chọn',
  unknownWardInCity: 'Phường/xã không hợp lệ hoặc không thuộc tỉnh/thành phố đã chọn',
  idMismatch: 'Mã địa chỉ trong dữ liệu gửi lên không khớp với đường dẫn',
} as const;

export function toAddressDto(row: AddressRow): Address {
  const newWard = row.scheme === 'legacy' ? newWardOf(row.wardId) : null;
  return {
    id: row.id,
    type: row.type,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    street: row.street,
    scheme: row.scheme,
    cityId: row.cityId,
    cityName: row.cityName,
    districtId: row.districtId,
    districtName: row.districtName,
    wardId: row.wardId,
    wardName: row.wardName,
    isDefault: row.isDefault,
    newWard: newWard ? { id: newWard.id, name: newWard.name } : null,
    fullAddress: [row.street, row.wardName, row.districtName, row.cityName].filter(Boolean).join(', '),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Checks the chosen divisions fit together and returns the columns to store (names filled by the server). */
export function resolveAddress(input: AddressInput) {
  const scheme: DivisionScheme = input.scheme ?? '2025';
  const index = divisions();
  const receiverPhone = normalizePhone(input.receiverPhone);
  if (!receiverPhone) throw new HttpError(400, AUTH_MESSAGES.badPhone);
  const base = {
    type: input.type,
    receiverName: input.receiverName.trim(),
    receiverPhone,
    street: input.street.trim(),
    scheme,
  };
  if (scheme === '2025') {
    const city = index.newProvince.get(input.cityId);
    if (!city) throw new HttpError(400, ADDRESS_MESSAGES.unknownCity);
    if (input.districtId) throw new HttpError(400, ADDRESS_MESSAGES.noDistrict2025);
    const ward = index.newWard.get(input.wardId);
    if (!ward || ward.parent !== city.id) throw new HttpError(400, ADDRESS_MESSAGES.unknownWardInCity);
    return { ...base, cityId: city.id, cityName: city.name, districtId: null, districtName: null, wardId: ward.division.id, wardName: ward.division.name };
  }
  const city = index.legacyProvince.get(input.cityId);
  if (!city) throw new HttpError(400, ADDRESS_MESSAGES.unknownCity);
  if (!input.districtId) throw new HttpError(400, ADDRESS_MESSAGES.needDistrict);
  const district = index.district.get(input.districtId);
  if (!district || district.parent !== city.id) throw new HttpError(400, ADDRESS_MESSAGES.unknownDistrict);
  const ward = index.legacyWard.get(input.wardId);
  if (!ward || ward.parent !== district.division.id) throw new HttpError(400, ADDRESS_MESSAGES.unknownWardInDistrict);
  return {
    ...base,
    cityId: city.id,
    cityName: city.name,
    districtId: district.division.id,
    districtName: district.division.name,
    wardId: ward.division.id,
    wardName: ward.division.name,
  };
}

export async function listAddresses(db: Db, customerId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(toAddressDto);
}

export async function createAddress(db: Db, customerId: number, input: AddressInput): Promise<Address> {
  const values = resolveAddress(input);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customerId)).limit(1);
    const isDefault = !existing || input.isDefault === true;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    const [row] = await tx.insert(addresses).values({ ...values, customerId, isDefault }).returning();
    return toAddressDto(row!);
  });
}

/** The customer's own address (404 for anyone else's). */
async function ownAddress(db: Pick<Db, 'select'>, customerId: number, id: number): Promise<AddressRow> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (!row) throw new HttpError(404, ADDRESS_MESSAGES.notFound);
  return row;
}

/** Unsetting the default on the default address is ignored: a non-empty book always has one default. */
export async function updateAddress(db: Db, customerId: number, id: number, input: AddressInput): Promise<Address> {
  const values = resolveAddress(input);
  return db.transaction(async (tx) => {
    const current = await ownAddress(tx, customerId, id);
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.customerId, customerId), ne(addresses.id, id)));
    }
    const [row] = await tx
      .update(addresses)
      .set({ ...values, isDefault })
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning();
    return toAddressDto(row!);
  });
}

/** Deleting the default promotes the newest remaining address. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownAddress(tx, customerId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, next.id), eq(addresses.customerId, customerId)));
  });
}
