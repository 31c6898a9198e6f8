// Sign-in rules: player role, demo user, password prompt, demo credentials, form checks.
import { describe, expect, it } from 'vitest';
import {
  demoCredentials,
  isDemoUser,
  isPlayerRole,
  loginFailureMessage,
  needsPasswordPrompt,
  validateLogin,
} from '../../src/domain/auth';

describe('isPlayerRole', () => {
  it('only the role named User', () => {
    expect(isPlayerRole({ role: { name: 'User' } })).toBe(true);
    expect(isPlayerRole({ role: { name: 'user' } })).toBe(false);
    expect(isPlayerRole({ role: { name: 'Admin' } })).toBe(false);
    expect(isPlayerRole(null)).toBe(false);
  });
});

describe('demo user', () => {
  it('is any userName starting with demo@', () => {
    expect(isDemoUser('demo@Brand')).toBe(true);
    expect(isDemoUser('player1')).toBe(false);
    expect(isDemoUser('xdemo@Brand')).toBe(false);
    expect(isDemoUser(undefined)).toBe(false);
  });
  it('logs in as demo@ + the site title with the fixed password', () => {
    expect(demoCredentials('Royal Bet')).toEqual({ userName: 'demo@Royal Bet', password: 'Demo@1234', deviceIp: '', ipInfo: {} });
  });
});

describe('needsPasswordPrompt', () => {
  it('asks a player with no history', () => {
    expect(needsPasswordPrompt({ userName: 'p1' }, [])).toBe(true);
  });
  it('not with history, never the demo user', () => {
    expect(needsPasswordPrompt({ userName: 'p1' }, [{}])).toBe(false);
    expect(needsPasswordPrompt({ userName: 'demo@Brand' }, [])).toBe(false);
  });
});

describe('validateLogin', () => {
  it('both fields required', () => {
    expect(validateLogin('', '')).toEqual({ userName: 'Please enter username.', password: 'Please enter password.' });
    expect(validateLogin('  ', 'x')).toEqual({ userName: 'Please enter username.' });
    expect(validateLogin('p1', '')).toEqual({ password: 'Please enter password.' });
    expect(validateLogin('p1', 'secret')).toBeNull();
  });
  it('failure text: server message, else Login Failed', () => {
    expect(loginFailureMessage('Account locked')).toBe('Account locked');
    expect(loginFailureMessage('')).toBe('Login Failed');
    expect(loginFailureMessage(undefined)).toBe('Login Failed');
  });
});
