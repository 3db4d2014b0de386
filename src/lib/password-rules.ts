/** The new-password rule, shared by the endpoint and the page so both say the same words. */
export const MIN_PASSWORD_LENGTH = 10;

/** Field errors for a proposed new password, empty when it is acceptable. */
export function newPasswordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.trim().toLowerCase() === email.trim().toLowerCase())
    problems.push('Do not use your e-mail address as your password.');
  return problems;
}
