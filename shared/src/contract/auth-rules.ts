/** Mainland mobile numbers, 11 digits. */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$';
export const EMAIL_MAX = 254;
/**
 * 10 to 64 characters, no composition rule (ASVS 2.1). The server also refuses passwords on its
 * list of common passwords (reason WEAK_PASSWORD).
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 64;
export const PASSWORD_PATTERN = `^[\\s\\S]{${PASSWORD_MIN},${PASSWORD_MAX}}$`;
export const CODE_PATTERN = '^\\d{6}$';
export const CODE_TTL_SECONDS = 600;

/** What a verification code may be used for; a code only works for its own purpose. */
export const CODE_PURPOSES = ['register', 'login', 'forget', 'changeEmail', 'changePhone'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
