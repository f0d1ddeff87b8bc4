/**
 * The hex SHA-256 of a string's UTF-8 bytes, as the server publishes it for a server
 * seed before any bet. Web Crypto does the hashing, so the check runs on the
 * player's own machine and not through our code's maths.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
