import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { schema } from '../../../db/index.js';
import { say } from '../../../http/validationMessage.js';
import { accountMessages } from '../messages.js';
import { assertRegistrationOpen, createUser } from '../createUser.js';
import { memberLevel, rewardInviter } from '../../economy/index.js';
import { isVip, userBalanceOf, userInfoOf } from '../userInfo.js';
import { assertUsername } from '../usernameRules.js';
import { verifyWechatRegistrationTicket } from '../registrationTicket.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { Phone, PhoneCode, UserInfo, UserBalance, ownAvatar } from '../schemas.js';
import { authenticated, loginRequired } from '../../../plugins/app/auth.js';

const Token = Type.String({ description: 'Bearer token for the Authorization header' });
/** Who a captcha was issued to: the device Fingerprint header (§7) and the address. */
const captchaClient = (request: FastifyRequest) => `${String(request.headers.fingerprint ?? '').slice(0, 64)}|${request.ip}`;
const InvitedBy = Type.Optional(Type.String({ maxLength: 64 }));

/**
 * SPEC §7 "Auth and user": captcha, SMS code, the three ways to log in, registration and the
 * current user's info. Every call is rate-limited; SMS sending always needs a right captcha.
 */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  // Unknown accounts still pay for one scrypt, so timing does not tell them from wrong passwords.
  const unknownUserHash = await hashPassword(randomBytes(16).toString('hex'));
  const liveUsers = isNull(schema.users.destroyedAt);

  app.post(
    '/auth/captcha',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: Type.Optional(
          Type.Object({
            /** SPEC §7: a background colour; the strokes are coloured to stand out on it. */
            color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{3,8}$', maxLength: 9 })),
            theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark')], { description: 'Without color: grey strokes for this theme' })),
          }),
        ),
        response: {
          200: Envelope(Type.Object({ svgCode: Type.String(), code: Type.String({ description: 'The captcha id to send back with the answer' }) })),
          ...errorReplies(429),
        },
      },
    },
    async (request) => ok(await app.accounts.captcha.create(captchaClient(request), { color: request.body?.color, theme: request.body?.theme })),
  );

  app.post(
    '/auth/sendPhoneCode',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        description:
          "Sends a login code by SMS after a right captcha answer: the captcha `captchaId` names, or (§7's payload, without it) the one last issued to this client's Fingerprint header and address.",
        body: Type.Object({
          phone: Phone,
          captchaCode: Type.String({ minLength: 1, maxLength: 10 }),
          captchaId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(429, 502) },
      },
    },
    async (request) => {
      const { phone, captchaCode, captchaId } = request.body;
      if (!(await app.accounts.captcha.verify(captchaId, captchaCode, captchaClient(request)))) throw new DomainError(accountMessages.captchaWrong);
      await app.accounts.phoneCodes.send(phone, request.ip, app.accounts.sms());
      return ok(null, say(request, accountMessages.phoneCodeSent));
    },
  );

  app.post(
    '/auth/loginByPhoneV3',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: Type.Object({ phone: Phone, phoneCode: PhoneCode, invitedBy: InvitedBy }),
        response: { 200: Envelope(Token), ...errorReplies(429) },
      },
    },
    async (request) => {
      const { phone, phoneCode, invitedBy } = request.body;
      await app.accounts.phoneCodes.verify(phone, phoneCode);
      const [existing] = await db
        .select()
        .from(schema.users)
        .where(and(eq(schema.users.phone, phone), liveUsers));
      if (!existing) assertRegistrationOpen(app.configStore, 'phone');
      const user = existing ?? (await createUser(db, app.configStore, { phone, nickname: `手机用户${phone.slice(-4)}`, invitedBy }));
      if (!existing) await rewardInviter(db, app.configStore, user.id, app.clock.now());
      return ok(await app.accounts.issueToken(user), say(request, accountMessages.loginSucceeded));
    },
  );

  app.post(
    '/auth/loginV4',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: Type.Object({
          username: Type.String({ minLength: 2, maxLength: 64, description: 'Username, email or phone' }),
          password: Type.String({ minLength: 6, maxLength: 30 }),
        }),
        response: { 200: Envelope(Token), ...errorReplies(429) },
      },
    },
    async (request) => {
      const { username: account, password } = request.body;
      // One throttle per account however it is spelt: usernames match case-insensitively, emails are lower-cased.
      const throttleKey = account.toLowerCase();
      await app.accounts.loginThrottle.assertAllowed(throttleKey, request.ip);
      const [user] = await db
        .select()
        .from(schema.users)
        .where(
          and(
            or(sql`lower(${schema.users.username}) = lower(${account})`, eq(schema.users.email, account.toLowerCase()), eq(schema.users.phone, account)),
            liveUsers,
          ),
        )
        .limit(1);
      const matches = await verifyPassword(password, user?.passwordHash ?? unknownUserHash);
      if (!user?.passwordHash || !matches) {
        await app.accounts.loginThrottle.recordFailure(throttleKey, request.ip);
        throw new DomainError(accountMessages.loginFailed);
      }
      await app.accounts.loginThrottle.recordSuccess(throttleKey);
      return ok(await app.accounts.issueToken(user), say(request, accountMessages.loginSucceeded));
    },
  );

  app.post(
    '/auth/registeV3',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        description:
          'The plain form sends username and password; a phone registration adds phone and phoneCode; a WeChat registration sends openId as the ticket /official/loginBySceneStr returned. email is verified only through /auth/updateEmail; miniOpenId and weAppOpenId are not used.',
        body: Type.Object({
          username: Type.Optional(Type.String({ maxLength: 30 })),
          password: Type.Optional(Type.String({ minLength: 6, maxLength: 30 })),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          avatar: Type.Optional(Type.String({ maxLength: 500 })),
          nickname: Type.Optional(Type.String({ maxLength: 20 })),
          phone: Type.Optional(Phone),
          phoneCode: Type.Optional(PhoneCode),
          openId: Type.Optional(Type.String({ maxLength: 2000 })),
          miniOpenId: Type.Optional(Type.String({ maxLength: 200 })),
          weAppOpenId: Type.Optional(Type.String({ maxLength: 200 })),
          invitedBy: InvitedBy,
        }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(429) },
      },
    },
    async (request) => {
      const body = request.body;
      const avatar = body.avatar ? ownAvatar(app, request, body.avatar) : undefined;
      const common = { nickname: body.nickname?.trim() || undefined, avatar, invitedBy: body.invitedBy };
      assertRegistrationOpen(app.configStore, body.openId ? 'wechat' : body.phone ? 'phone' : 'account');
      if (body.openId) {
        const ticket = await verifyWechatRegistrationTicket(app, body.openId);
        if (!ticket) throw new DomainError(accountMessages.wechatTicketInvalid);
        const user = await createUser(db, app.configStore, {
          ...common,
          wechatOpenId: ticket.openId,
          wechatUnionId: ticket.unionId,
          nickname: common.nickname ?? '微信用户',
          invitedBy: body.invitedBy ?? ticket.invitedBy,
        });
        await rewardInviter(db, app.configStore, user.id, app.clock.now());
      } else if (body.phone) {
        if (!body.phoneCode) throw new DomainError(accountMessages.phoneCodeWrong);
        if (body.username !== undefined && (body.username.length < 2 || body.username.length > 30)) throw new DomainError(accountMessages.usernameLength);
        await app.accounts.phoneCodes.verify(body.phone, body.phoneCode);
        const passwordHash = body.password ? await hashPassword(body.password) : null;
        const user = await createUser(db, app.configStore, {
          ...common,
          username: body.username,
          passwordHash,
          phone: body.phone,
          nickname: common.nickname ?? `手机用户${body.phone.slice(-4)}`,
        });
        await rewardInviter(db, app.configStore, user.id, app.clock.now());
      } else {
        assertUsername(body.username ?? '');
        if (!body.password) throw new DomainError(accountMessages.passwordLength);
        await createUser(db, app.configStore, { ...common, username: body.username, passwordHash: await hashPassword(body.password) });
      }
      return ok(null, say(request, accountMessages.registered));
    },
  );

  app.get(
    '/auth/getInfo',
    {
      // On every page load: the token's signature here (cached), the user's row from app.userRows (kept until it changes).
      preHandler: app.authenticateToken,
      schema: {
        tags: ['auth'],
        response: { 200: Envelope(Type.Object({ userInfo: UserInfo, userBalance: UserBalance, isSignIn: Type.Boolean() })), ...errorReplies(401) },
      },
    },
    async (request) => {
      const claims = request.tokenClaims!;
      const now = app.clock.now();
      const user = await app.userRows.get(claims.userId, now);
      // An unknown user or a revoked token: the 401 of an `authenticated` scope.
      if (!user || user.tokenVersion !== claims.version) throw new DomainError(loginRequired, 401);
      const vipLevel = isVip(user, now) ? await memberLevel(db, user.vipLevelId) : null;
      return ok({ userInfo: { ...userInfoOf(user), vipLevel }, userBalance: userBalanceOf(user, now), isSignIn: user.isSignIn });
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.get(
        '/balance/query',
        {
          schema: {
            tags: ['auth'],
            description: "§7: the caller's points and membership alone (the points chip refreshes through it, e.g. after a stopped answer).",
            response: { 200: Envelope(UserBalance), ...errorReplies(401) },
          },
        },
        async (request) => {
          const now = app.clock.now();
          const user = await app.userRows.get(request.user.id, now);
          if (!user) throw new DomainError({ zh: '用户不存在', en: 'No such user' }, 401);
          return ok(userBalanceOf(user, now));
        },
      );
    }),
  );
};
export default auth;
