import styled from 'styled-components';

/**
 * The text of a shared Modal's title. The Modal puts its close button (44 px, `space(2)` from the panel's
 * corner) over the panel's padding (`space(6)`) and the title below it at full width, so on a narrow screen
 * (375 px) a long title ran under the button. Kept clear of the button's column, the title wraps beside it.
 * The lasting fix is a header row in the shared Modal (title `min-width: 0`, button `flex: none`); until then
 * this keeps this section's dialog readable.
 */
export const DialogTitle = styled.span`
  display: block;
  /* The button's width and its inset, less the panel's padding, plus a gap. */
  padding-right: calc(44px + ${({ theme }) => theme.space(2)} + ${({ theme }) => theme.space(2)} - ${({ theme }) => theme.space(6)});
  overflow-wrap: break-word;
`;
