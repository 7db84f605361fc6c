/**
 * Turns on an authenticator for a signed-in member through the API, as the inbox leads an owner
 * through it when a second factor is required (the default for owners): the session that set it
 * up may then work, with no second sign-in (whose code would have to be of a later step).
 */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { FROM_SITE } from '../suite/context';

export interface TurnedOn {
  secret: string;
  recoveryCodes: string[];
}

/** cookie: the session's Cookie header (`gk_staff=…`); at: the staff clock of the app. */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  cookie: string,
  at: Date = new Date(),
): Promise<TurnedOn> {
  // Body-less, as the inbox sends it.
  const setup = await app.inject({
    method: 'POST',
    url: '/staff/two-factor/setup',
    headers: { cookie, ...FROM_SITE },
  });
  if (setup.statusCode !== 200) {
    throw new Error(`two-factor setup answered ${setup.statusCode}: ${setup.body}`);
  }
  const { secret } = (setup.json() as { data: { secret: string } }).data;
  const code = await generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
  const enable = await app.inject({
    method: 'POST',
    url: '/staff/two-factor/enable',
    headers: { cookie, ...FROM_SITE, 'content-type': 'application/json' },
    payload: JSON.stringify({ code }),
  });
  if (enable.statusCode !== 200) {
    throw new Error(`two-factor enable answered ${enable.statusCode}: ${enable.body}`);
  }
  return { secret, recoveryCodes: (enable.json() as { data: TurnedOn }).data.recoveryCodes };
}
