import { describe, expect, it } from 'vitest';

import { readAnswer } from '../core/restAnswer';
import { SUBSCRIBERS } from './rest';

const sink = { answerProblem: () => undefined };
const read = (answer: unknown) => readAnswer('GET /newsletter_subscribers', SUBSCRIBERS, answer, sink);

describe('GET /newsletter_subscribers (spec 002 §7 "reads NewsletterSubscriber.rows")', () => {
  it('reads the rows with or without a count, and a subscriber without an id (the spec names email, createdAt)', () => {
    const row = { email: 'a@b.c', createdAt: '2024-01-02T00:00:00.000Z' };
    expect(read({ NewsletterSubscriber: { rows: [row] } })).toEqual({ rows: [{ ...row, id: null }], count: 1 });
    expect(read({ NewsletterSubscriber: { rows: [{ ...row, id: '3' }], count: '40' } })).toEqual({
      rows: [{ ...row, id: 3 }],
      count: 40,
    });
  });

  it('fails naming the call and the field when the e-mail is missing', () => {
    expect(() => read({ NewsletterSubscriber: { rows: [{ createdAt: '2024-01-02' }], count: 1 } })).toThrow(
      'GET /newsletter_subscribers answered without rows[].email.',
    );
  });
});
