/**
 * Vietnam's administrative divisions (server/data/vn-divisions, see SOURCES.md), loaded lazily once and
 * indexed by code. Two schemes: `2025` (34 provinces → wards) and `legacy` (63 → 696 districts → 10,035 wards).
 * Static reference data: kept in memory.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import type { DivisionScheme } from '../../../core/contracts/address-vocab';
import type { Division } from '../../../core/contracts/address';

interface RawUnit {
  code: string;
  name: string;
  type: string;
}
interface RawLegacyProvince extends RawUnit {
  districts: Array<RawUnit & { wards: RawUnit[] }>;
}
interface RawNewProvince extends RawUnit {
  wards: RawUnit[];
}

export const DIVISIONS_DIR = path.join(REPO_ROOT, 'server', 'data', 'vn-divisions');

const collator = new Intl.Collator('vi', { numeric: true });
const byName = (a: Division, b: Division) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
const toDivision = (unit: RawUnit): Division => ({ id: unit.code, name: unit.name, type: unit.type });
const sorted = (units: readonly RawUnit[]) => units.map(toDivision).sort(byName);

interface Indexed<Parent> {
  division: Division;
  parent: Parent;
}

export interface DivisionIndex {
  provinces: Record<DivisionScheme, Division[]>;
  /** 2025: province code → its wards (sorted). */
  newWardsOf: Map<string, Division[]>;
  /** 2025: ward code → the ward and its province code. */
  newWard: Map<string, Indexed<string>>;
  legacyProvince: Map<string, Division>;
  newProvince: Map<string, Division>;
  /** legacy: province code → districts (sorted); district code → wards (sorted). */
  districtsOf: Map<string, Division[]>;
  district: Map<string, Indexed<string>>;
  legacyWardsOf: Map<string, Division[]>;
  /** legacy: ward code → the ward and its district code. */
  legacyWard: Map<string, Indexed<string>>;
  /** legacy ward code → post-2025 ward codes. */
  oldToNew: Map<string, string[]>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DIVISIONS_DIR, file), 'utf8')) as T;
}

/** Some codes in the mapping lost their leading zeros ("318" for "00318"). */
const wardCode = (code: string) => code.padStart(5, '0');

function build(): DivisionIndex {
  const legacy = readJson<RawLegacyProvince[]>('vn-divisions.json');
  const current = readJson<RawNewProvince[]>('vn-divisions-2025.json');
  const mapping = readJson<Record<string, string[]>>('vn-ward-old-to-new.json');

  const index: DivisionIndex = {
    provinces: { '2025': sorted(current), legacy: sorted(legacy) },
    newWardsOf: new Map(),
    newWard: new Map(),
    legacyProvince: new Map(legacy.map((p) => [p.code, toDivision(p)])),
    newProvince: new Map(current.map((p) => [p.code, toDivision(p)])),
    districtsOf: new Map(),
    district: new Map(),
    legacyWardsOf: new Map(),
    legacyWard: new Map(),
    oldToNew: new Map(Object.entries(mapping).map(([oldCode, codes]) => [wardCode(oldCode), codes.map(wardCode)])),
  };
  for (const province of current) {
    index.newWardsOf.set(province.code, sorted(province.wards));
    for (const ward of province.wards) index.newWard.set(ward.code, { division: toDivision(ward), parent: province.code });
  }
  for (const province of legacy) {
    index.districtsOf.set(province.code, sorted(province.districts));
    for (const district of province.districts) {
      index.district.set(district.code, { division: toDivision(district), parent: province.code });
      index.legacyWardsOf.set(district.code, sorted(district.wards));
      for (const ward of district.wards) index.legacyWard.set(ward.code, { division: toDivision(ward), parent: district.code });
    }
  }
  return index;
}

let loaded: DivisionIndex | undefined;

/** Reads and indexes the files on first use. */
export function divisions(): DivisionIndex {
  loaded ??= build();
  return loaded;
}

export function provinces(scheme: DivisionScheme): Division[] {
  return divisions().provinces[scheme];
}

/** Districts of a legacy province; null for an unknown code. */
export function districtsOf(provinceId: string): Division[] | null {
  return divisions().districtsOf.get(provinceId) ?? null;
}

/** Wards of a 2025 province or of a legacy district; null for an unknown code. */
export function wardsOf(scheme: DivisionScheme, parentId: string): Division[] | null {
  const index = divisions();
  return (scheme === '2025' ? index.newWardsOf.get(parentId) : index.legacyWardsOf.get(parentId)) ?? null;
}

/** The single post-2025 ward a legacy ward became, or null (unknown, or split across several). */
export function newWardOf(legacyWardId: string): Division | null {
  const index = divisions();
  const codes = index.oldToNew.get(legacyWardId);
  if (!codes || codes.length !== 1) return null;
  return index.newWard.get(codes[0]!)?.division ?? null;
}
