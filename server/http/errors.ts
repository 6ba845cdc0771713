import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_REASONS, type ErrorReason } from '../../core/contracts/common';
import { translateValidationErrors } from './validation-messages';

export { translateValidationErrors } from './validation-messages';

/** User-facing Vietnamese messages for failures the HTTP layer itself produces. */
export const ERROR_MESSAGES = {
  badRequest: 'Yêu cầu không hợp lệ',
  badUrl: 'Địa chỉ yêu cầu không hợp lệ',
  invalidJson: 'Dữ liệu gửi lên không đúng định dạng JSON',
  headersTooLarge: 'Địa chỉ hoặc tiêu đề của yêu cầu quá dài',
  emptyJson: 'Dữ liệu gửi lên đang trống',
  contentLength: 'Độ dài dữ liệu gửi lên không khớp với khai báo',
  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  notFound: 'Không tìm thấy địa chỉ yêu cầu',
  methodNotAllowed: 'Phương thức yêu cầu không được hỗ trợ',
  notAcceptable: 'Không có định dạng phản hồi phù hợp với yêu cầu',
  timeout: 'Yêu cầu quá thời gian chờ, vui lòng thử lại',
  conflict: 'Dữ liệu đã thay đổi, vui lòng tải lại và thử lại',
  bodyTooLarge: 'Dữ liệu gửi lên quá lớn',
  unsupportedMediaType: 'Kiểu dữ liệu gửi lên không được hỗ trợ',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút',
  internal: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  unavailable: 'Hệ thống đang bận, vui lòng thử lại sau',
} as const;

const STATUS_MESSAGES: Record<number, string> = {
  400: ERROR_MESSAGES.badRequest,
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  405: ERROR_MESSAGES.methodNotAllowed,
  406: ERROR_MESSAGES.notAcceptable,
  408: ERROR_MESSAGES.timeout,
  409: ERROR_MESSAGES.conflict,
  413: ERROR_MESSAGES.bodyTooLarge,
  415: ERROR_MESSAGES.unsupportedMediaType,
  429: ERROR_MESSAGES.tooManyRequests,
  503: ERROR_MESSAGES.unavailable,
};

const FASTIFY_CODE_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: ERROR_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: ERROR_MESSAGES.emptyJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: ERROR_MESSAGES.contentLength },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: ERROR_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: ERROR_MESSAGES.unsupportedMediaType },
  FST_ERR_BAD_URL: { statusCode: 400, message: ERROR_MESSAGES.badUrl },
};

/** Throw from a service or handler to answer with `status` and a Vietnamese `message`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable hint for the client beside the message (e.g. `login-code-required`). */
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorReply {
  statusCode: number;
  message: string;
  reason?: ErrorReason;
  /** false for failures nobody planned for: logged with their stack, answered with a generic 500. */
  expected: boolean;
}

/** How any thrown value is answered. Never exposes internal messages or stacks. */
export function describeError(error: unknown): ErrorReply {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message, expected: true, ...(error.reason ? { reason: error.reason } : {}) };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) {
    return {
      statusCode: 400,
      message: translateValidationErrors(fastifyError.validation, fastifyError.validationContext),
      expected: true,
    };
  }
  const known = fastifyError?.code ? FASTIFY_CODE_ERRORS[fastifyError.code] : undefined;
  if (known) return { ...known, expected: true };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: STATUS_MESSAGES[status] ?? ERROR_MESSAGES.badRequest, expected: true };
  }
  return { statusCode: 500, message: ERROR_MESSAGES.internal, expected: false };
}

/** JSON schema of every error body, registered as a shared schema for routes' response declarations. */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Lỗi: thông báo tiếng Việt cho người dùng',
  properties: { message: { type: 'string' }, reason: { type: 'string', enum: [...ERROR_REASONS] } },
  required: ['message'],
} as const;

/** Response entries for a route's schema, e.g. `{ 200: …, ...errorResponses(400, 404) }`. */
export function errorResponses(...statusCodes: number[]): Record<number, { $ref: string }> {
  return Object.fromEntries(statusCodes.map((code) => [code, { $ref: `${errorResponseSchema.$id}#` }]));
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, reason?: ErrorReason): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(reason ? { message, reason } : { message });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.addSchema(errorResponseSchema);

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, message, expected, reason } = describeError(error);
    const cause = (error as Error).cause;
    // A planned 503 over a failure underneath (e.g. the photo storage): the answer is known, the failure still is one.
    if (expected && statusCode >= 500 && cause !== undefined) request.log.error({ statusCode, err: cause }, 'request failed: a service it needs did not answer');
    else if (expected) request.log.info({ statusCode, reason: (error as Error).message }, 'request rejected');
    else request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, statusCode, message, reason);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, ERROR_MESSAGES.notFound));
}
