// Domain configuration, sign-in, user details, password change and history, login activity.
import { http, type HttpHandler } from 'msw';
import { brandOfHeader, jsonBody, notFound, ok, paged, param, refuse, requireUser } from '../http';
import type { World } from '../world/world';
import { userView } from './views';

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** Newest first; of two rows at the same instant the later-recorded one comes first. */
const newestFirst = <T extends Record<K, string>, K extends string>(rows: readonly T[], key: K) =>
  rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => Date.parse(b.row[key]) - Date.parse(a.row[key]) || b.i - a.i)
    .map((x) => x.row);

export function sessionHandlers(world: World): HttpHandler[] {
  return [
    http.get('*/domain/host/:host', ({ params }) => {
      const brand = world.domains.byHost(param(params.host), world.knobs.brand);
      return brand ? ok({ data: brand.config }) : notFound('Domain not found');
    }),

    http.post('*/auth/signin', async ({ request }) => {
      const body = await jsonBody(request);
      const userName = text(body.userName).trim();
      const password = text(body.password);
      if (!userName || !password) return refuse('Username and password are required');
      const brand = brandOfHeader(world, request) ?? world.domains.byHost(new URL(request.url).host, world.knobs.brand);
      const user = brand
        ? world.users.find(brand.config._id, userName)
        : world.users.all().find((u) => u.userName.toLowerCase() === userName.toLowerCase());
      if (!user) return refuse('Invalid username or password');
      const info = typeof body.ipInfo === 'object' && body.ipInfo !== null ? (body.ipInfo as Record<string, unknown>) : {};
      const place = {
        deviceIp: text(body.deviceIp) || text(info.query) || text(info.ip),
        isp: text(info.isp) || text(info.organization_name),
        city: text(info.city),
        state: text(info.regionName) || text(info.region),
        country: text(info.country),
      };
      const loginTime = new Date(world.clock.now()).toISOString();
      if (user.password !== password) {
        world.users.recordLogin(user, { loginTime, loginStatus: 'Failed: wrong password', ...place });
        return refuse('Invalid username or password');
      }
      world.users.recordLogin(user, { loginTime, loginStatus: 'Success', ...place });
      return ok({ status: true, message: 'Login successful', userToken: world.users.issueToken(user), user: userView(world, user) });
    }),

    http.get('*/auth/letest-user-details', ({ request }) => {
      const user = requireUser(world, request);
      return ok({ status: true, user: userView(world, user) });
    }),

    http.post('*/auth/update-password', async ({ request }) => {
      const user = requireUser(world, request);
      const body = await jsonBody(request);
      const current = text(body.currentPassword);
      const next = text(body.newPassword);
      const confirm = text(body.confirmPassword);
      if (user.isDemo) return refuse('The demo account password cannot be changed');
      if (!current || !next || !confirm) return refuse('All password fields are required');
      if (current !== user.password) return refuse('Current password is incorrect');
      if (next !== confirm) return refuse('New password and confirm password do not match');
      if (next.length < 8) return refuse('New password must be at least 8 characters');
      if (next === current) return refuse('New password must be different from the current password');
      world.users.changePassword(user, next, world.clock.now());
      return ok({ status: true, message: 'Password Updated Successfully!' });
    }),

    http.get('*/auth/password-update-history/:page/:pageSize', ({ request, params }) => {
      const user = requireUser(world, request);
      return paged(newestFirst(user.passwordHistory, 'createdAt'), params.page, params.pageSize);
    }),

    http.get('*/auth/login-activity/:userId/:page/:pageSize', ({ request, params }) => {
      const user = requireUser(world, request);
      if (param(params.userId) !== user._id) return refuse('Not allowed to view this activity');
      return paged(newestFirst(user.loginActivity, 'loginTime'), params.page, params.pageSize);
    }),
  ];
}
