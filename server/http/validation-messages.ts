import type { FastifySchemaValidationError } from 'fastify';

const PART_LABELS: Record<string, string> = {
  body: 'Dữ liệu gửi lên',
  querystring: 'Tham số truy vấn',
  params: 'Tham số đường dẫn',
  headers: 'Tiêu đề yêu cầu',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'chuỗi ký tự',
  number: 'số',
  integer: 'số nguyên',
  boolean: 'giá trị đúng/sai (true hoặc false)',
  object: 'đối tượng',
  array: 'danh sách',
  null: 'rỗng (null)',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'email',
  date: 'ngày (YYYY-MM-DD)',
  'date-time': 'ngày giờ (ISO 8601)',
  time: 'giờ',
  uri: 'đường dẫn (URL)',
  url: 'đường dẫn (URL)',
  uuid: 'mã UUID',
  ipv4: 'địa chỉ IPv4',
  ipv6: 'địa chỉ IPv6',
  hostname: 'tên miền',
};

type Params = Record<string, unknown>;

/** `/address/0/city` → `address[0].city`; Ajv 8 paths are JSON pointers. */
function fieldName(instancePath: string, child?: unknown): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string' && child) segments.push(child);
  return segments.reduce((name, segment) => {
    if (/^\d+$/.test(segment)) return `${name}[${segment}]`;
    return name ? `${name}.${segment}` : segment;
  }, '');
}

function typeList(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_NAMES[String(t).trim()] ?? String(t)).join(' hoặc ');
}

function describe(error: FastifySchemaValidationError, subject: string): string {
  const params = error.params as Params;
  const limit = params.limit;
  switch (error.keyword) {
    case 'required':
      return `Thiếu trường bắt buộc: ${fieldName(error.instancePath, params.missingProperty)}`;
    case 'type':
      return `${subject} phải là ${typeList(params.type)}`;
    case 'minLength':
      return limit === 1 ? `${subject} không được để trống` : `${subject} phải có ít nhất ${limit} ký tự`;
    case 'maxLength':
      return `${subject} không được vượt quá ${limit} ký tự`;
    case 'minimum':
      return `${subject} phải lớn hơn hoặc bằng ${limit}`;
    case 'exclusiveMinimum':
      return `${subject} phải lớn hơn ${limit}`;
    case 'maximum':
      return `${subject} phải nhỏ hơn hoặc bằng ${limit}`;
    case 'exclusiveMaximum':
      return `${subject} phải nhỏ hơn ${limit}`;
    case 'multipleOf':
      return `${subject} phải là bội số của ${String(params.multipleOf)}`;
    case 'pattern':
      return `${subject} không đúng định dạng`;
    case 'format': {
      const format = String(params.format);
      return `${subject} không đúng định dạng ${FORMAT_NAMES[format] ?? format}`;
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `${subject} phải là một trong các giá trị: ${allowed.map((v) => String(v)).join(', ')}`;
    }
    case 'const':
      return `${subject} phải có giá trị ${String(params.allowedValue)}`;
    case 'additionalProperties':
      return `Trường không được phép: ${fieldName(error.instancePath, params.additionalProperty)}`;
    case 'minItems':
      return `${subject} phải có ít nhất ${limit} phần tử`;
    case 'maxItems':
      return `${subject} không được có quá ${limit} phần tử`;
    case 'uniqueItems':
      return `${subject} có phần tử bị trùng lặp`;
    case 'minProperties':
      return `${subject} phải có ít nhất ${limit} trường`;
    case 'maxProperties':
      return `${subject} không được có quá ${limit} trường`;
    default:
      return `${subject} không hợp lệ`;
  }
}

/** A Vietnamese sentence for the first Ajv error, naming the offending field. `part`: body, querystring, params or headers. */
export function translateValidationErrors(
  errors: readonly FastifySchemaValidationError[],
  part: string = 'body',
): string {
  const partLabel = PART_LABELS[part] ?? PART_LABELS.body ?? 'Dữ liệu gửi lên';
  const [error] = errors;
  if (!error) return `${partLabel} không hợp lệ`;
  const field = fieldName(error.instancePath);
  const subject = field ? `Trường ${field}` : partLabel;
  return describe(error, subject);
}
