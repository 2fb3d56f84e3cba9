/** The translation key of a field error message from the contact schema or a 422 answer. */
export function contactErrorKey(message: string): string {
  const known: Record<string, string> = {
    required: 'shell.contact.error.required',
    'invalid email': 'shell.contact.error.invalid_email',
    'too short': 'shell.contact.error.too_short',
  };
  return known[message] ?? 'shell.contact.error.invalid';
}

/** Field errors of a 422 answer `{ errors: { field: [message] } }`, first message per field. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}
