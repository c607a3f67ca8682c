/**
 * Whether a member is away, for the notifications that only go to absent members (new-message
 * mails; pushes use the same answer). A member is present while one of their tabs is open and
 * in front on any instance (`isInFront`: the tab's live socket, and its frames `visible` and
 * `hidden`); other tabs in the background do not make them away (decision 30).
 */
export type TPresence = {
  isAway(memberId: number): Promise<boolean>;
};

export function memberPresence(isInFront: (memberId: number) => Promise<boolean>): TPresence {
  return {
    async isAway(memberId) {
      return !(await isInFront(memberId));
    },
  };
}
