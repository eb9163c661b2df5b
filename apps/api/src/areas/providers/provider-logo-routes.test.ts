import { describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, dictionarySchema, ERROR_CODES } from '@stat/contracts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/media/providers/{id}.svg', () => {
  it('serves an SVG for every picker image the dictionary names', async () => {
    const dictionary = dictionarySchema.parse((await t.app.inject({ url: '/api/dictionary' })).json());
    for (const mso of dictionary.msos) {
      const response = await t.app.inject({ url: mso.pickerImage.url });
      expect(response.statusCode, mso.pickerImage.url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain(mso.logInText.replace(/&/g, '&amp;'));
    }
  });

  it.each([
    ['/api/media/providers/999.svg', 404],
    ['/api/media/providers/abc.svg', 400],
    ['/api/media/providers/101.png', 400],
  ])('answers %s with %i in the error shape', async (url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    const { error } = apiErrorResponseSchema.parse(response.json());
    expect(error.code).toBe(status === 404 ? ERROR_CODES.notFound : ERROR_CODES.requestInvalid);
  });
});
