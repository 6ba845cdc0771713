/** `/v1/review…`: a shopper's photo upload and review of a returned rental or a delivered purchase. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import { UPLOAD_CONTENT_TYPES, admitUpload } from '../../shared/image-upload';
import { forgetCatalogReads } from '../catalog/changes';
import type { ApiModule } from '../types';
import { ref } from '../../../core/contracts/common';
import { Review } from '../../../core/contracts/catalog';
import { ReviewInput, ReviewPhotoUploaded } from '../../../core/contracts/review';
import { ReviewPhotoFiles } from './photo-files';
import { createReview, uploadReviewPhoto } from './service';
import { REVIEW_PHOTO_MAX_BYTES } from '../../../core/rules/review';

const TAGS = ['Đánh giá'];

export const reviewRoutes: ApiModule = async (fastify, { accounts, database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;
  const files = new ReviewPhotoFiles(accounts.storage);
  // A photo is the raw body (buffered; the route's bodyLimit applies: a bigger one is a Vietnamese 413).
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: REVIEW_PHOTO_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/review/photos',
    {
      onRequest: admitUpload,
      bodyLimit: REVIEW_PHOTO_MAX_BYTES,
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Tải một ảnh cho đánh giá (thân yêu cầu là ảnh JPEG, PNG hoặc WebP, tối đa 8 MB)',
        tags: TAGS,
        response: { 201: ReviewPhotoUploaded, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const key = await uploadReviewPhoto(db, files, customer.id, request.headers['content-type'], request.body);
      return reply.code(201).send({ key });
    },
  );

  app.post(
    '/review',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Đánh giá sản phẩm đã thuê (đã trả) hoặc đã mua (đã nhận), mỗi sản phẩm một lần',
        tags: TAGS,
        body: ReviewInput,
        response: { 201: ref(Review), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const review = await createReview(db, files, customer, request.body);
      forgetCatalogReads(fastify, database);
      return reply.code(201).send(review);
    },
  );
};
