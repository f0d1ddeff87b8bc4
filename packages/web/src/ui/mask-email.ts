/** The local part of an e-mail is masked after its first 8 characters (docs/product.md#input-rules). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  if (local.length <= 8) return email;
  return `${local.slice(0, 8)}${'*'.repeat(local.length - 8)}${email.slice(at)}`;
}
