/** Platform check: a one-time warning for Android below 9 or iOS below 11. */
const ANDROID_MIN_MAJOR = 9;
const IOS_MIN_MAJOR = 11;

export type OldPlatform = { os: 'Android' | 'iOS'; version: string } | null;

/** The old Android or iOS version named by a user agent, or null when the platform is recent or another. */
export function detectOldPlatform(userAgent: string): OldPlatform {
  const android = /Android (\d+)(?:\.(\d+))?/i.exec(userAgent);
  if (android) {
    const major = Number(android[1]);
    return major < ANDROID_MIN_MAJOR
      ? { os: 'Android', version: android[2] ? `${major}.${android[2]}` : String(major) }
      : null;
  }
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/i.exec(userAgent);
  if (ios) {
    const major = Number(ios[1]);
    return major < IOS_MIN_MAJOR
      ? { os: 'iOS', version: ios[2] ? `${major}.${ios[2]}` : String(major) }
      : null;
  }
  return null;
}
