import { describe, expect, it } from 'vitest';
import { isAvatarFile, validateEmail, validatePasswordForm, validatePhone, validatePhoneCode, validateProfileField } from './validation';

describe('settings validation (SPEC §5)', () => {
  it('password: old password only when the user has one', () => {
    expect(validatePasswordForm({ oldPassword: '', password: '', verifyPassword: '' }, true)).toEqual({
      oldPassword: 'settings.oldPasswordRequired',
      password: 'settings.passwordRequired',
      verifyPassword: 'settings.verifyPasswordRequired',
    });
    expect(validatePasswordForm({ oldPassword: '', password: 'abc123', verifyPassword: 'abc123' }, false)).toEqual({});
  });

  it('password: 6 to 18 characters (密码的长度为6-18位) and a matching confirmation', () => {
    const check = (password: string, verifyPassword = password) => validatePasswordForm({ oldPassword: 'old', password, verifyPassword }, true);
    expect(check('12345').password).toBe('settings.passwordLength');
    expect(check('123456')).toEqual({});
    expect(check('x'.repeat(18))).toEqual({});
    expect(check('x'.repeat(19)).password).toBe('settings.passwordLength');
    expect(check('abc123', 'abc124')).toEqual({ verifyPassword: 'settings.passwordMismatch' });
  });

  it('phone: required, 11 digits starting 1[3-9]', () => {
    expect(validatePhone('')).toBe('settings.phoneRequired');
    expect(validatePhone('12812345678')).toBe('settings.phoneInvalid');
    expect(validatePhone('1381234567')).toBe('settings.phoneInvalid');
    expect(validatePhone('138123456789')).toBe('settings.phoneInvalid');
    expect(validatePhone('13812345678')).toBeNull();
    expect(validatePhone('19912345678')).toBeNull();
  });

  it('phone code: required, exactly 6 characters', () => {
    expect(validatePhoneCode(' ')).toBe('settings.phoneCodeRequired');
    expect(validatePhoneCode('12345')).toBe('settings.phoneCodeLength');
    expect(validatePhoneCode('1234567')).toBe('settings.phoneCodeLength');
    expect(validatePhoneCode('123456')).toBeNull();
  });

  it('email: required and valid', () => {
    expect(validateEmail('')).toBe('settings.emailRequired');
    expect(validateEmail('name@host')).toBe('settings.emailInvalid');
    expect(validateEmail('na me@host.cn')).toBe('settings.emailInvalid');
    expect(validateEmail('name@host.cn')).toBeNull();
  });

  it('nickname and username: not empty', () => {
    expect(validateProfileField('nickname', '  ')).toBe('settings.nicknameRequired');
    expect(validateProfileField('username', '')).toBe('settings.usernameRequired');
    expect(validateProfileField('nickname', '小智')).toBeNull();
  });

  it('avatar: .jpg, .jpeg, .png only, any case', () => {
    expect(['a.jpg', 'b.JPEG', 'c.Png'].map((name) => isAvatarFile({ name }))).toEqual([true, true, true]);
    expect(['a.gif', 'b.webp', 'png', 'c.png.exe'].map((name) => isAvatarFile({ name }))).toEqual([false, false, false, false]);
  });
});
