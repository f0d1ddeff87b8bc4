/**
 * The address every policy gives for questions and complaints. It is a placeholder
 * until the operator's own address is wired in; keeping it here means one edit
 * changes all five documents.
 */
export const SUPPORT_EMAIL = 'support@ante.example';
