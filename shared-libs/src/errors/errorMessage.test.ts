import { LOCALES } from '../i18n/locales';
import { createApiError, localError, LOCALIZED_MESSAGE_TYPE, toApiError } from './ApiError';
import { ERROR_CODES, errorNameOf } from './codes';
import { errorMessage, localeFits } from './errorMessage';
import { PLATFORM_MESSAGES } from './allPlatformMessages';
import { EN_PLATFORM_MESSAGES, loadPlatformMessages, platformMessages } from './messages';

describe('error catalogue (spec §8)', () => {
  it.each(
    Object.entries({
      cancelled: 1,
      unknown: 2,
      invalid_argument: 3,
      deadline_exceeded: 4,
      not_found: 5,
      already_exists: 6,
      permission_denied: 7,
      resource_exhausted: 8,
      failed_precondition: 9,
      aborted: 10,
      out_of_range: 11,
      unimplemented: 12,
      internal: 13,
      unavailable: 14,
      data_loss: 15,
      unauthenticated: 16,
      captcha_required: 4001,
      captcha_invalid: 4002,
      invalid_password: 4010,
      invalid_status: 4011,
      user_pending: 4012,
      user_blocked: 4013,
      invalid_verification_code: 4014,
      two_factor_required: 4015,
      invalid_two_factor: 4016,
      invalid_two_factor_recovery: 4017,
      under_review: 4018,
      provider_error: 4019,
      validate_required: 4020,
      password_reset_required: 4021,
      invalid_account_or_password: 4022,
      user_not_exist: 4023,
      expired_verification_code: 4024,
      invalid_request: 4121,
      unauthorized_client: 4122,
      access_denied: 4123,
      unsupported_response_type: 4124,
      invalid_scope: 4125,
      invalid_grant: 4126,
      server_error: 5026,
      temporarily_unavailable: 5027,
      authorization_pending: 4050,
      slow_down: 4051,
      expired_token: 4052,
      interaction_required: 4031,
      login_required: 4032,
      account_selection_required: 4033,
      consent_required: 4034,
      invalid_request_uri: 4035,
      invalid_request_object: 4036,
      request_not_supported: 4037,
      request_uri_not_supported: 4038,
      registration_not_supported: 4039,
      account_freeze: 50,
      cannot_unlock: 38,
      unreachable: 8000,
      local: 8001,
    }),
  )('%s = %p', (name, code) => {
    expect(ERROR_CODES[name as keyof typeof ERROR_CODES]).toBe(code);
    expect(errorNameOf(code)).toBe(name);
  });

  it('has exactly the 57 catalogue entries', () => {
    expect(Object.keys(ERROR_CODES)).toHaveLength(57);
  });

  it('toApiError fills the code from the name and sets error_uri', () => {
    expect(toApiError({ error: 'invalid_grant' }, '/v1/auth/token')).toEqual({
      error: 'invalid_grant',
      error_code: 4126,
      error_description: '',
      error_uri: '/v1/auth/token',
      details: [],
    });
    expect(toApiError({ error: 'file_space_not_enough', error_code: '8' }, '/p').error_code).toBe(
      8,
    );
    expect(toApiError({ error: 'weird' }, '/p').error_code).toBe(2);
  });
});

describe('platform texts by locale', () => {
  it('are English until the locale has loaded, then that locale (the same table the API uses)', async () => {
    expect(platformMessages('uk')).toBe(EN_PLATFORM_MESSAGES);
    expect(errorMessage(createApiError('unreachable'), 'uk')).toBe(
      EN_PLATFORM_MESSAGES.unreachable,
    );
    await expect(loadPlatformMessages('uk')).resolves.toEqual(PLATFORM_MESSAGES.uk);
    expect(platformMessages('uk')).toEqual(PLATFORM_MESSAGES.uk);
    expect(errorMessage(createApiError('unreachable'), 'uk')).toBe(
      PLATFORM_MESSAGES.uk.unreachable,
    );
  });
});

describe('errorMessage choice order (spec §8)', () => {
  beforeAll(() => Promise.all(LOCALES.map(loadPlatformMessages)));

  const detail = (locale: string, message: string) => ({
    '@type': LOCALIZED_MESSAGE_TYPE,
    locale,
    message,
  });

  it('1. a localized message in details for the locale wins', () => {
    const err = createApiError('invalid_password', 'x', '/p', [
      detail('zh-TW', '繁'),
      detail('en', 'Server text'),
      detail('zh', '中'),
    ]);
    expect(errorMessage(err, 'en-US')).toBe('Server text');
    expect(errorMessage(err, 'zh-TW')).toBe('繁');
    expect(errorMessage(err, 'zh-CN')).toBe('中');
    expect(errorMessage(err, 'ko')).toBe('잘못된 비밀번호입니다');
  });

  it.each([
    ['en', 'en-US', true],
    ['EN-us', 'en-US', true],
    ['zh-CN', 'zh-TW', false],
    ['pt-BR', 'pt', true],
    ['es', 'en-US', false],
  ] as const)('detail locale %s fits %s: %p', (d, l, fits) => {
    expect(localeFits(d, l)).toBe(fits);
  });

  it('2. unreachable and captcha_invalid texts', () => {
    expect(errorMessage(createApiError('unreachable'), 'en-US')).toBe(
      'Network unavailable. Please check your connection and try again',
    );
    expect(errorMessage(createApiError('captcha_invalid', 'desc'), 'en-US')).toBe(
      'Your operation is too frequent, please try again later',
    );
    const exhausted = localError('retry count exceeded: 3 attempts', '/p', [
      { '@type': 'cumulus.RetryInfo', counter: 'retry', attempts: 3, last_error: 'unreachable' },
    ]);
    expect(errorMessage(exhausted, 'ru')).toBe(PLATFORM_MESSAGES.ru.unreachable);
  });

  it.each([
    ['invalid_password', 'Invalid password'],
    ['user_blocked', 'Account is locked. Please try again later'],
    ['user_pending', 'Account not activated'],
    ['invalid_verification_code', 'Verification code is incorrect'],
    ['two_factor_required', 'Need a second verification code'],
    ['expired_verification_code', 'Verification code is expired'],
    ['under_review', 'The account is in the period of cancellation audit and cannot be used'],
    ['account_freeze', 'Account is frozen, please try again later'],
    ['invalid_account_or_password', 'Wrong account number or password, please re-enter'],
  ] as const)('3. code-based text for %s', (name, text) => {
    expect(errorMessage(createApiError(name, 'server words'), 'en-US')).toBe(text);
  });

  it('3. code texts apply only from code 17 up', () => {
    // A server claiming code 7 under a name that has a text still gets the default text.
    const low = { ...createApiError('invalid_password', 'd'), error_code: 7 };
    expect(errorMessage(low, 'en-US')).toBe(
      'Something went wrong. Please try again later (invalid_password: d)',
    );
  });

  it.each([
    [
      createApiError('not_found', 'no such share'),
      'Something went wrong. Please try again later (not_found: no such share)',
    ],
    [
      createApiError('cannot_unlock'),
      'Something went wrong. Please try again later (cannot_unlock)',
    ],
    [
      toApiError(
        { error: 'file_space_not_enough', error_code: 8, error_description: 'full' },
        '/p',
      ),
      'Something went wrong. Please try again later (file_space_not_enough: full)',
    ],
  ])('4. default text with error and description in brackets (%#)', (err, text) => {
    expect(errorMessage(err, 'en-US')).toBe(text);
  });

  it.each(LOCALES.map((l) => [l]))(
    '%s has every text, distinct from English except en-US',
    (locale) => {
      const m = PLATFORM_MESSAGES[locale];
      const en = PLATFORM_MESSAGES['en-US'];
      const texts = [
        m.default,
        m.unreachable,
        m.captchaInvalid,
        m.captchaTitle,
        m.close,
        ...Object.values(m.codes),
      ];
      expect(Object.keys(m.codes).sort()).toEqual(Object.keys(en.codes).sort());
      for (const t of texts) expect(t.trim()).not.toBe('');
      if (locale !== 'en-US') {
        expect(m.default).not.toBe(en.default);
        expect(m.codes.invalid_password).not.toBe(en.codes.invalid_password);
      }
      expect(errorMessage(createApiError('account_freeze'), locale)).toBe(m.codes.account_freeze);
    },
  );
});
