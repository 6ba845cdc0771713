import type { FastifySchemaValidationError } from 'fastify';
import { translateValidationErrors } from '../../server/http/errors';

function error(keyword: string, instancePath: string, params: Record<string, unknown>): FastifySchemaValidationError {
  return { keyword, instancePath, schemaPath: '#', params, message: 'english' };
}

describe('translateValidationErrors', () => {
  it.each([
    [error('required', '', { missingProperty: 'email' }), 'Thiếu trường bắt buộc: email'],
    [error('required', '/address', { missingProperty: 'city' }), 'Thiếu trường bắt buộc: address.city'],
    [error('type', '/quantity', { type: 'integer' }), 'Trường quantity phải là số nguyên'],
    [error('type', '/note', { type: 'string,null' }), 'Trường note phải là chuỗi ký tự hoặc rỗng (null)'],
    [error('type', '', { type: 'object' }), 'Dữ liệu gửi lên phải là đối tượng'],
    [error('minLength', '/name', { limit: 1 }), 'Trường name không được để trống'],
    [error('minLength', '/password', { limit: 8 }), 'Trường password phải có ít nhất 8 ký tự'],
    [error('maxLength', '/email', { limit: 320 }), 'Trường email không được vượt quá 320 ký tự'],
    [error('minimum', '/quantity', { limit: 1 }), 'Trường quantity phải lớn hơn hoặc bằng 1'],
    [error('maximum', '/items/2/quantity', { limit: 10 }), 'Trường items[2].quantity phải nhỏ hơn hoặc bằng 10'],
    [error('exclusiveMinimum', '/price', { limit: 0 }), 'Trường price phải lớn hơn 0'],
    [error('pattern', '/phone', { pattern: '^0\\d{9}$' }), 'Trường phone không đúng định dạng'],
    [error('format', '/email', { format: 'email' }), 'Trường email không đúng định dạng email'],
    [error('format', '/dateFrom', { format: 'date' }), 'Trường dateFrom không đúng định dạng ngày (YYYY-MM-DD)'],
    [error('enum', '/type', { allowedValues: ['rent', 'sale'] }), 'Trường type phải là một trong các giá trị: rent, sale'],
    [error('additionalProperties', '', { additionalProperty: 'isAdmin' }), 'Trường không được phép: isAdmin'],
    [error('minItems', '/ids', { limit: 1 }), 'Trường ids phải có ít nhất 1 phần tử'],
    [error('uniqueItems', '/ids', { i: 1, j: 0 }), 'Trường ids có phần tử bị trùng lặp'],
    [error('oneOf', '/payment', {}), 'Trường payment không hợp lệ'],
  ])('%#: %j → %s', (validationError, message) => {
    expect(translateValidationErrors([validationError])).toBe(message);
  });

  it('names the request part when the whole part is wrong', () => {
    expect(translateValidationErrors([error('type', '', { type: 'object' })], 'querystring')).toBe(
      'Tham số truy vấn phải là đối tượng',
    );
    expect(translateValidationErrors([], 'params')).toBe('Tham số đường dẫn không hợp lệ');
  });
});
