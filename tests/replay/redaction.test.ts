// @vitest-environment jsdom
// The recorder's input capture (src/replay/input.ts, isSecretField): a secret field is recorded as '[redacted]' by what it is, whatever its type now.
import { afterEach, describe, expect, it } from 'vitest';
import { isSecretField } from '../../src/replay/input';
import { BLANK_IP_INFO, REDACTED, redact, redactStorageValue } from '../../src/replay/tape';

/** What the capture records for a player's typing in the field `html` (synthetic events are not trusted, so the rule itself is asked). */
function typeInto(html: string, value: string): string[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('input')].map((el) => {
    el.value = value;
    return isSecretField(el) ? REDACTED : el.value;
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('recorded input', () => {
  it("a password field shown as text ('Show password') is still redacted, by its autocomplete, name, id or data-secret", () => {
    expect(typeInto('<input type="text" autocomplete="current-password">', 'Rahul@123')).toEqual([REDACTED]);
    expect(typeInto('<input type="text" autocomplete="new-password">', 'Rahul@123')).toEqual([REDACTED]);
    expect(typeInto('<input type="text" autocomplete="one-time-code">', '123456')).toEqual([REDACTED]);
    expect(typeInto('<input type="text" name="newPassword">', 'Rahul@123')).toEqual([REDACTED]);
    expect(typeInto('<input type="text" id="login-otp">', '123456')).toEqual([REDACTED]);
    expect(typeInto('<input type="text" data-secret="">', 'Rahul@123')).toEqual([REDACTED]);
    expect(typeInto('<input type="password">', 'Rahul@123')).toEqual([REDACTED]);
  });

  it('other fields keep their value (a stake, a user name)', () => {
    expect(typeInto('<input type="text" name="userName" autocomplete="username">', 'rahul')).toEqual(['rahul']);
  });
});

describe('personal data a tape does not need', () => {
  it('mobile numbers, the device IP and IP lookup answers are blanked in bodies and stored values', () => {
    const user = { userName: 'rahul', mobile: '+91 98200 11223', email: 'r@example.com' };
    expect(redact({ user })).toEqual({ user: { userName: 'rahul', mobile: '', email: '' } });
    const geo = { ip: '203.0.113.7', country: 'India', city: 'Mumbai', latitude: '19.07' };
    expect(redact(geo)).toEqual(BLANK_IP_INFO);
    expect(redact(`geoip(${JSON.stringify(geo)});`)).toEqual(BLANK_IP_INFO);
    expect(redact({ userName: 'rahul', deviceIp: '203.0.113.7', ipInfo: { ...geo, query: '203.0.113.7' } })).toEqual({
      userName: 'rahul',
      deviceIp: '',
      ipInfo: BLANK_IP_INFO,
    });
    const cached = redactStorageValue(JSON.stringify({ data: { ...geo, query: '203.0.113.7' }, expiry: 1 }));
    expect(cached).not.toContain('203.0.113.7');
    expect(cached).not.toContain('Mumbai');
  });
});
