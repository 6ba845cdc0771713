import type { TestServer } from '../helpers/test-server';

export interface Card {
  id: number;
  link: string;
  name: string;
  type: string;
  categoryLink: string;
  salePrice: number;
  rentalPrice: number;
  originalPrice: number;
  originalRentalPrice: number;
  imageKey: string;
  salesCount: number;
  createdAt: string;
  attributes: Record<'size' | 'colour' | 'style' | 'occasion' | 'material', string>;
  rating: { average: number; count: number };
}

export interface ListBody {
  items: Card[];
  pagination: { page: number; limit: number; total: number };
  facets: Record<'size' | 'colour' | 'style' | 'occasion' | 'material', string[]> & { rentalPrice: { min: number; max: number } };
}

export async function getJson<T = unknown>(server: TestServer, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as T };
}

export async function getOk<T>(server: TestServer, path: string): Promise<T> {
  const { status, body } = await getJson<T>(server, path);
  if (status !== 200) throw new Error(`${path} → ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Asserts a 400 with a Vietnamese message and returns the message. */
export async function expectBadRequest(server: TestServer, path: string): Promise<string> {
  const { status, body } = await getJson<{ message: string }>(server, path);
  expect({ path, status }).toEqual({ path, status: 400 });
  expect(body.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳýếềểễệốồổỗộớờởỡợứừửữựấầẩẫậắằẳẵặ]/i);
  return body.message;
}

export const price = (card: Card): number => (card.rentalPrice > 0 ? card.rentalPrice : card.salePrice);

export function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase();
}
