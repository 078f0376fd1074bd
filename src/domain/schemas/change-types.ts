/** tipo of a modify/cancel request: M asks to modify the trip, C to cancel it (section 3). */
export const CHANGE_TYPES = ['M', 'C'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
