import { ok, refused, type Result } from '../shared/result';
import { userError } from '../shared/user-error';

/** The longest comment on a claim. */
export const CLAIM_COMMENT_MAX_LENGTH = 2000;

/** A comment needs the claim's id and a comment that is not blank (spec 002 §5); answers both trimmed. */
export function checkClaimComment(input: { id: string; comment: string }): Result<{ id: string; comment: string }> {
  const id = input.id.trim();
  const comment = input.comment.trim();
  const errors = [
    ...(id === '' ? [userError('id', 'required')] : []),
    ...(comment === '' ? [userError('comment', 'required')] : comment.length > CLAIM_COMMENT_MAX_LENGTH ? [userError('comment', 'max_characters', { max: CLAIM_COMMENT_MAX_LENGTH })] : []),
  ];
  return errors.length > 0 ? refused(...errors) : ok({ id, comment });
}
