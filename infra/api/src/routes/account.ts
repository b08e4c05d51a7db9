/**
 * Accounts (ours, decision 0016).
 *
 * The account pages of the API origin, beside the sign-in page, in the site's language, each
 * ending the OAuth flow signed in on the site:
 *   GET/POST /v1/auth/signup        sign-up: a pending account and a verification mail
 *   GET/POST /v1/auth/verify        the verification code (GET: the mail's link, code filled in)
 *   POST     /v1/auth/verify/resend send the verification mail again
 *   GET/POST /v1/auth/forgot        "forgot password": a reset mail
 *   GET/POST /v1/auth/reset         the reset code and a new password (GET: the mail's link)
 * The signed-in account (JSON, cred):
 *   POST  /v1/user/password           { old_password, new_password } -> { signed_out_sessions }
 *   POST  /v1/user/sessions:revokeAll -> { signed_out_sessions } (this session too)
 *   GET   /v1/user/mail_preferences   -> { preferences: [{ scene, enabled, required }] }
 *   PATCH /v1/user/mail_preferences   { scene, enabled } -> the same
 *
 * Sign-up and "forgot password" answer the same whether or not the address has an account
 * (the mail tells its owner); every mail counts towards the mail limits, every wrong code
 * towards the code limits (limits.ts), with the security check after repeated ones.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Wire, type Locale } from 'shared-libs/contracts';
import type { UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError, statusFor } from '../errors';
import type { LimitKeys } from '../limits';
import { passwordKeys, tooManyAttempts } from '../limits';
import { verifyPassword } from '../passwords';
import { bearerOf, familyOf, requireUser, revokeUserFamilies } from '../session';
import { pageLocale, translator, type Translate } from '../i18n';
import { answers } from '../schemas';
import {
  issueCode,
  normalizeCode,
  useCode,
  usedCodeMatches,
  type CodeCheck,
} from '../accounts/codes';
import {
  absolutePageUrl,
  checkAuthorize,
  finishSignIn,
  keep,
  mailParams,
  pageTheme,
  requireOwnPage,
  siteHome,
  siteSignInUrl,
  type AuthorizeParams,
  type KeptParams,
  type PageTheme,
  type PkceRule,
} from '../accounts/oauth';
import { leaveMailGrant } from '../accounts/mailGrant';
import { mailPreferences, sendMail, setMailPreference } from '../accounts/outbox';
import { newPuzzle, passPuzzle, type Puzzle } from '../accounts/puzzle';
import { checkCaptcha, markChallengeDue } from './captcha';
import { accountExistsMail, passwordChangedMail, resetMail, verifyMail } from '../accounts/mails';
import {
  activateUser,
  findUserByEmail,
  isEmailAddress,
  normalizeEmail,
  passwordProblem,
  savePendingUser,
  setPassword,
} from '../accounts/users';
import { sendFormPage } from '../pages/formScript';
import { errorMessages as e, type FormError } from '../pages/forms';
import {
  donePage,
  forgotPage,
  resetPage,
  signUpPage,
  verifyPage,
  type DoneWhat,
} from '../pages/accountPages';
import { signInMessages, signInPage } from '../pages/signIn';

/** The captcha action of a change of password (a guess of the current one). */
const CHANGE_PASSWORD_ACTION = 'POST:/v1/user/password';

/** The kinds of mail the sign-up's "news and offers" box turns on (ours: both or neither). */
const OPTIONAL_SCENES = ['newsletter', 'marketing'] as const;

/** The longest name a sign-up takes (ours). */
const NAME_MAX = 50;

/** What a page's form may carry besides its fields: the security check. */
interface Checked {
  challenge_id?: string | undefined;
  human_check?: string | undefined;
}
/** Renders the page of a form with an error (and a security check). */
type Render = (status: number, o: { error?: FormError; check?: Puzzle }) => FastifyReply;

/**
 * A page's context: its language, its translate function, the OAuth parameters it keeps, and
 * where "sign in" goes: the sign-in page with those parameters, or, for a page a mail's link
 * opened (no PKCE challenge: the browser started no sign-in), the site's page that starts one.
 */
interface PageContext {
  locale: Locale;
  t: Translate;
  params: KeptParams;
  signInHref?: string | undefined;
  home: string;
  theme: PageTheme;
}

const passwordError = (t: Translate, password: string): FormError | undefined => {
  const problem = passwordProblem(password);
  if (!problem) return undefined;
  const text =
    problem === 'short'
      ? t(e.passwordShort, { min: Wire.PASSWORD_MIN_LENGTH })
      : t(e.passwordLong, { max: Wire.PASSWORD_MAX_LENGTH });
  return { text, fields: ['password'] };
};

const codeError = (t: Translate, result: Exclude<CodeCheck, 'ok'>): FormError => ({
  text: t(result === 'wrong' ? e.invalidCode : e.expiredCode),
  fields: ['code'],
});

export default async function accountRoutes(app: ApiApp, { ctx }: RouteDeps) {
  /**
   * Checks the OAuth parameters (an ApiError when wrong) and reads the page's language. `rule`
   * 'mail': a page a mail's link opens, which takes the site's own parameters without a PKCE
   * challenge (accounts/oauth.ts mailParams) and then ends without a code (`done`).
   */
  function pageContext(
    request: FastifyRequest,
    p: AuthorizeParams,
    rule: PkceRule = 'required',
  ): PageContext {
    checkAuthorize(ctx, p, rule);
    const locale = pageLocale(request, p.ui_locales);
    const signInHref = p.code_challenge ? undefined : siteSignInUrl(ctx, p, locale);
    return {
      locale,
      t: translator(locale),
      params: keep(p, locale),
      signInHref,
      home: siteHome(ctx, p, locale),
      theme: pageTheme(p),
    };
  }

  /** The mail's parameters of a page (the site's own client and redirect; never the request's). */
  const mailOf = (p: AuthorizeParams, pc: PageContext) => mailParams(ctx, p, pc.locale);

  /** The end of a flow a mail's link opened: done, and the site's way to sign in. */
  const donePageOf = (reply: FastifyReply, pc: PageContext, p: AuthorizeParams, what: DoneWhat) =>
    sendFormPage(
      reply,
      200,
      donePage({ ...pc, what, continueUrl: pc.signInHref ?? siteSignInUrl(ctx, p) }),
    );

  /**
   * The end of a flow a mail's link opened in a browser that started no sign-in (no PKCE
   * challenge): the job is done, so this browser gets a one-time grant and goes to the site's
   * sign-in start, whose fresh PKCE round trip the grant completes without a password
   * (accounts/mailGrant.ts). The script of the page is told where to go; a plain post is
   * redirected (303).
   */
  const continueOnSite = (
    request: FastifyRequest,
    reply: FastifyReply,
    pc: PageContext,
    p: AuthorizeParams,
    userId: string,
  ): { location: string } | FastifyReply => {
    leaveMailGrant(ctx, request, reply, userId);
    const location = siteSignInUrl(ctx, p, pc.locale);
    if (request.headers['x-sign-in'] === 'fetch') return { location };
    return reply.redirect(location, 303);
  };

  /**
   * The limits before an attempt: a wait (429, "too frequent") once a limit is reached, and
   * after repeated attempts the one-time security check (403, a new check each time) that the
   * next post must pass. True when the page was answered (the attempt stops there). (Not the
   * reply itself: a reply is a thenable, and an awaited one resolves to nothing.)
   */
  async function gate(
    request: FastifyRequest,
    reply: FastifyReply,
    keys: LimitKeys,
    action: string,
    b: Checked,
    t: Translate,
    render: Render,
  ): Promise<boolean> {
    const refused = await app.guessLimits.refused(request, keys);
    if (refused) {
      reply.header('retry-after', String(refused.retryAfterSec));
      render(429, { error: { text: t(e.tooFrequent) } });
      return true;
    }
    if (await app.guessLimits.challengeDue(request, keys)) {
      if (!passPuzzle(ctx, b.challenge_id, action, b.human_check)) {
        render(403, { error: { text: t(e.checkNeeded) }, check: newPuzzle(ctx, action) });
        return true;
      }
    }
    return false;
  }

  /** A wrong or dead code: counted when wrong, the page again with its error (and a check). */
  async function refuseCode(
    request: FastifyRequest,
    keys: LimitKeys,
    action: string,
    result: Exclude<CodeCheck, 'ok'>,
    t: Translate,
    render: Render,
  ): Promise<void> {
    if (result === 'wrong') await app.guessLimits.failed(request, keys);
    const check = (await app.guessLimits.challengeDue(request, keys))
      ? newPuzzle(ctx, action)
      : undefined;
    const name = result === 'wrong' ? 'invalid_verification_code' : 'expired_verification_code';
    render(statusFor(name), { error: codeError(t, result), check });
  }

  /** A new verification code for a pending account, by mail (code and link). */
  function sendVerification(
    request: FastifyRequest,
    user: UserRow,
    pc: PageContext,
    p: AuthorizeParams,
  ): void {
    const code = issueCode(ctx, user.id, 'verify');
    const link = absolutePageUrl(request, '/v1/auth/verify', mailOf(p, pc), {
      email: user.email,
      code,
    });
    sendMail(
      ctx,
      verifyMail(
        { email: user.email, name: user.name, userId: user.id, locale: pc.locale },
        code,
        link,
      ),
    );
  }

  /** The sign-in page instead of a page that needs an address the form did not carry. */
  const signInInstead = (reply: FastifyReply, pc: PageContext) =>
    pc.signInHref
      ? reply.redirect(pc.signInHref, 303)
      : sendFormPage(reply, 400, signInPage({ params: pc.params, locale: pc.locale }));

  const pageAnswers = answers(Wire.HtmlPage);
  const flowAnswers = answers(Wire.SignInRedirect);

  // ---- sign-up -------------------------------------------------------------------------------

  app.get(
    '/v1/auth/signup',
    { schema: { querystring: Wire.AccountPageQuery, response: pageAnswers } },
    async (request, reply) => {
      const pc = pageContext(request, request.query);
      return sendFormPage(reply, 200, signUpPage({ ...pc, email: request.query.email }));
    },
  );

  app.post(
    '/v1/auth/signup',
    { schema: { body: Wire.SignUpForm, response: pageAnswers } },
    async (request, reply) => {
      const b = request.body;
      requireOwnPage(request);
      const pc = pageContext(request, b);
      const { t } = pc;
      const email = normalizeEmail(b.email);
      const name = (b.name ?? '').trim();
      const password = b.password ?? '';
      const render: Render = (status, o) =>
        sendFormPage(
          reply,
          status,
          signUpPage({
            ...pc,
            email: b.email?.trim(),
            name: b.name,
            marketing: b.marketing === 'on',
            ...o,
          }),
        );
      // The fields first: a typo costs no mail and counts towards no limit.
      const error: FormError | undefined = !isEmailAddress(email)
        ? { text: t(e.emailInvalid), fields: ['email'] }
        : !name || name.length > NAME_MAX
          ? { text: t(e.nameMissing, { max: NAME_MAX }), fields: ['name'] }
          : passwordError(t, password);
      if (error) return render(400, { error });
      const keys = { mailAddress: email, mailIp: request.ip };
      if (await gate(request, reply, keys, 'POST:/v1/auth/signup', b, t, render)) return reply;
      await app.guessLimits.failed(request, keys); // every mail counts
      const existing = findUserByEmail(ctx, email);
      if (existing?.status === 'active') {
        // Taken: the page says what it says for a new address; the owner gets told by mail.
        // The site's own sign-in, never the parameters of whoever posted the form.
        const link = siteSignInUrl(ctx, b);
        sendMail(
          ctx,
          accountExistsMail(
            { email: existing.email, name: existing.name, userId: existing.id, locale: pc.locale },
            link,
          ),
        );
      } else {
        const pending = savePendingUser(ctx, { email, name, password });
        // Marketing mail is off until chosen (issue 31): the box is unticked by default.
        const chosen = b.marketing === 'on';
        for (const scene of OPTIONAL_SCENES) setMailPreference(ctx, pending.id, scene, chosen);
        sendVerification(request, pending, pc, b);
      }
      return sendFormPage(reply, 200, verifyPage({ ...pc, email }));
    },
  );

  // ---- verification --------------------------------------------------------------------------

  app.get(
    '/v1/auth/verify',
    { schema: { querystring: Wire.CodePageQuery, response: pageAnswers } },
    async (request, reply) => {
      const q = request.query;
      const pc = pageContext(request, q, 'mail');
      const email = normalizeEmail(q.email);
      if (!email) return signInInstead(reply, pc);
      return sendFormPage(reply, 200, verifyPage({ ...pc, email, code: q.code }));
    },
  );

  app.post(
    '/v1/auth/verify',
    { schema: { body: Wire.VerifyForm, response: flowAnswers } },
    async (request, reply) => {
      const b = request.body;
      requireOwnPage(request);
      const pc = pageContext(request, b, 'mail');
      const { t } = pc;
      const email = normalizeEmail(b.email);
      if (!email) return signInInstead(reply, pc);
      const code = normalizeCode(b.code);
      const render: Render = (status, o) =>
        sendFormPage(reply, status, verifyPage({ ...pc, email, code: b.code, ...o }));
      if (!code) return render(400, { error: { text: t(e.codeMissing), fields: ['code'] } });
      const keys = { codeAccount: email, codeIp: request.ip };
      const action = 'POST:/v1/auth/verify';
      if (await gate(request, reply, keys, action, b, t, render)) return reply;
      const user = findUserByEmail(ctx, email);
      if (user?.status === 'active') {
        // Confirmed already (a second click, or a post retried after its answer was lost):
        // said only to whoever holds the code that confirmed it.
        if (usedCodeMatches(ctx, user.id, 'verify', code)) {
          if (pc.signInHref) return donePageOf(reply, pc, b, 'verified');
          return sendFormPage(
            reply,
            200,
            signInPage({ ...pc, email, notice: t(signInMessages.verified) }),
          );
        }
        await refuseCode(request, keys, action, 'wrong', t, render);
        return reply;
      }
      const result = user ? useCode(ctx, user.id, 'verify', code) : 'wrong';
      if (result !== 'ok' || !user) {
        await refuseCode(request, keys, action, result === 'ok' ? 'wrong' : result, t, render);
        return reply;
      }
      activateUser(ctx, user.id);
      return finishSignIn(ctx, request, reply, user.id, b, () =>
        continueOnSite(request, reply, pc, b, user.id),
      );
    },
  );

  app.post(
    '/v1/auth/verify/resend',
    { schema: { body: Wire.MailForm, response: pageAnswers } },
    async (request, reply) => {
      const b = request.body;
      requireOwnPage(request);
      const pc = pageContext(request, b, 'mail');
      const email = normalizeEmail(b.email);
      if (!email) return signInInstead(reply, pc);
      // A refusal (wait, security check) belongs to the resend form, not the code's.
      const render: Render = (status, o) =>
        sendFormPage(reply, status, verifyPage({ ...pc, email, resend: o }));
      const keys = { mailAddress: email, mailIp: request.ip };
      if (await gate(request, reply, keys, 'POST:/v1/auth/verify/resend', b, pc.t, render))
        return reply;
      await app.guessLimits.failed(request, keys);
      const user = findUserByEmail(ctx, email);
      // Only a pending account gets a code; the answer is the same for any address.
      if (user?.status === 'pending') sendVerification(request, user, pc, b);
      return sendFormPage(reply, 200, verifyPage({ ...pc, email, resent: true }));
    },
  );

  // ---- password reset ------------------------------------------------------------------------

  app.get(
    '/v1/auth/forgot',
    { schema: { querystring: Wire.AccountPageQuery, response: pageAnswers } },
    async (request, reply) => {
      const pc = pageContext(request, request.query, 'mail');
      return sendFormPage(reply, 200, forgotPage({ ...pc, email: request.query.email }));
    },
  );

  app.post(
    '/v1/auth/forgot',
    { schema: { body: Wire.MailForm, response: pageAnswers } },
    async (request, reply) => {
      const b = request.body;
      requireOwnPage(request);
      const pc = pageContext(request, b, 'mail');
      const { t } = pc;
      const email = normalizeEmail(b.email);
      const render: Render = (status, o) =>
        sendFormPage(reply, status, forgotPage({ ...pc, email: b.email?.trim(), ...o }));
      if (!isEmailAddress(email))
        return render(400, { error: { text: t(e.emailInvalid), fields: ['email'] } });
      const keys = { mailAddress: email, mailIp: request.ip };
      if (await gate(request, reply, keys, 'POST:/v1/auth/forgot', b, t, render)) return reply;
      await app.guessLimits.failed(request, keys);
      const user = findUserByEmail(ctx, email);
      if (user) {
        const code = issueCode(ctx, user.id, 'reset');
        const link = absolutePageUrl(request, '/v1/auth/reset', mailOf(b, pc), { email, code });
        sendMail(
          ctx,
          resetMail(
            { email: user.email, name: user.name, userId: user.id, locale: pc.locale },
            code,
            link,
          ),
        );
      }
      return sendFormPage(reply, 200, resetPage({ ...pc, email }));
    },
  );

  app.get(
    '/v1/auth/reset',
    { schema: { querystring: Wire.CodePageQuery, response: pageAnswers } },
    async (request, reply) => {
      const q = request.query;
      const pc = pageContext(request, q, 'mail');
      const email = normalizeEmail(q.email);
      if (!email) return sendFormPage(reply, 200, forgotPage(pc));
      return sendFormPage(reply, 200, resetPage({ ...pc, email, code: q.code }));
    },
  );

  app.post(
    '/v1/auth/reset',
    { schema: { body: Wire.ResetForm, response: flowAnswers } },
    async (request, reply) => {
      const b = request.body;
      requireOwnPage(request);
      const pc = pageContext(request, b, 'mail');
      const { t } = pc;
      const email = normalizeEmail(b.email);
      if (!email) return sendFormPage(reply, 400, forgotPage(pc));
      const code = normalizeCode(b.code);
      const password = b.password ?? '';
      const render: Render = (status, o) =>
        sendFormPage(reply, status, resetPage({ ...pc, email, code: b.code, ...o }));
      // The new password first: a weak one does not use up the code.
      const error: FormError | undefined = !code
        ? { text: t(e.codeMissing), fields: ['code'] }
        : passwordError(t, password);
      if (error) return render(400, { error });
      const keys = { codeAccount: email, codeIp: request.ip };
      const action = 'POST:/v1/auth/reset';
      if (await gate(request, reply, keys, action, b, t, render)) return reply;
      const user = findUserByEmail(ctx, email);
      const result = user ? useCode(ctx, user.id, 'reset', code) : 'wrong';
      if (result !== 'ok' || !user) {
        await refuseCode(request, keys, action, result === 'ok' ? 'wrong' : result, t, render);
        return reply;
      }
      setPassword(ctx, user.id, password);
      activateUser(ctx, user.id); // the mail reached its owner: the address is confirmed
      revokeUserFamilies(ctx, user.id); // every session that knew the old password ends
      sendMail(
        ctx,
        passwordChangedMail({
          email: user.email,
          name: user.name,
          userId: user.id,
          locale: pc.locale,
        }),
      );
      return finishSignIn(ctx, request, reply, user.id, b, () =>
        continueOnSite(request, reply, pc, b, user.id),
      );
    },
  );

  // ---- the signed-in account (JSON) ------------------------------------------------------------

  app.post(
    '/v1/user/password',
    {
      config: { auth: 'required' },
      schema: { body: Wire.ChangePasswordBody, response: answers(Wire.PasswordChanged) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const b = request.body;
      // A guess of the current password: the sign-in's limits (per account and address).
      const keys = passwordKeys(normalizeEmail(user.email), request.ip);
      const refused = await app.guessLimits.refused(request, keys);
      if (refused) return tooManyAttempts(reply, refused.retryAfterSec);
      // After repeated wrong ones, each guess needs a solved captcha challenge first
      // (captcha_required 4001 / captcha_invalid 4002, x-captcha-token), like a share's passcode.
      if (await app.guessLimits.challengeDue(request, keys)) {
        const problem = checkCaptcha(ctx, request, { proven: true });
        if (problem) {
          markChallengeDue(ctx, request.ip, CHANGE_PASSWORD_ACTION);
          throw new ApiError(problem.name, problem.description);
        }
      }
      if (!(await verifyPassword(b.old_password, user.password_salt, user.password_hash))) {
        await app.guessLimits.failed(request, keys);
        throw new ApiError('invalid_password', 'Invalid password');
      }
      if (b.new_password === b.old_password)
        throw new ApiError('invalid_argument', 'The new password must differ from the current one');
      setPassword(ctx, user.id, b.new_password);
      // Other sessions end; this one stays signed in.
      const kept = familyOf(ctx, bearerOf(request)) ?? undefined;
      const signedOut = revokeUserFamilies(ctx, user.id, kept);
      sendMail(
        ctx,
        passwordChangedMail({
          email: user.email,
          name: user.name,
          userId: user.id,
          locale: pageLocale(request),
        }),
      );
      return { signed_out_sessions: signedOut };
    },
  );

  app.post(
    '/v1/user/sessions::revokeAll',
    { config: { auth: 'required' }, schema: { response: answers(Wire.SessionsRevoked) } },
    async (request) => ({ signed_out_sessions: revokeUserFamilies(ctx, requireUser(request).id) }),
  );

  app.get(
    '/v1/user/mail_preferences',
    { config: { auth: 'required' }, schema: { response: answers(Wire.MailPreferences) } },
    async (request) => ({ preferences: mailPreferences(ctx, requireUser(request).id) }),
  );

  app.patch(
    '/v1/user/mail_preferences',
    {
      config: { auth: 'required' },
      schema: { body: Wire.MailPreferenceBody, response: answers(Wire.MailPreferences) },
    },
    async (request) => {
      const user = requireUser(request);
      const { scene, enabled } = request.body;
      if (!setMailPreference(ctx, user.id, scene, enabled))
        throw new ApiError(
          'failed_precondition',
          'Account and security notices are always sent: they cannot be turned off',
        );
      return { preferences: mailPreferences(ctx, user.id) };
    },
  );
}
