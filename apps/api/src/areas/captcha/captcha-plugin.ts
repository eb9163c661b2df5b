import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { createCaptcha, type Captcha, type CaptchaWork } from './captcha.ts';
import { createCaptchaSolutionsRepository } from './captcha-solutions-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** ALTCHA challenges and their solutions, each accepted once (areas/captcha). */
    captcha: Captcha;
  }
}

/** The captcha, its signing key a server secret (every instance signs and checks alike). Tests lighten the work. */
export default fp<{ work?: CaptchaWork }>(
  async (app, opts) => {
    const db = app.database.db;
    const secret = await createServerSecretsRepository(db).getOrCreate('captcha-hmac-key', () => randomBytes(32).toString('base64url'));
    app.decorate('captcha', createCaptcha({ secret, solutions: createCaptchaSolutionsRepository(db), work: opts.work }));
  },
  { name: 'captcha', dependencies: ['database'] },
);
