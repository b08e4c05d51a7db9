import { fetchServerTime } from './serverTime';

const reply = (date: string | null) =>
  (async () => ({ headers: { get: () => date } }) as unknown as Response) as typeof fetch;

describe('fetchServerTime', () => {
  it('reads the Date header', async () => {
    await expect(fetchServerTime(reply('Sat, 21 Nov 2026 06:00:00 GMT'))).resolves.toBe(
      Date.parse('2026-11-21T06:00:00Z'),
    );
  });
  it('gives null without a usable header or on failure', async () => {
    await expect(fetchServerTime(reply(null))).resolves.toBeNull();
    await expect(fetchServerTime(reply('garbage'))).resolves.toBeNull();
    await expect(
      fetchServerTime((() => Promise.reject(new Error('x'))) as typeof fetch),
    ).resolves.toBeNull();
  });
});
