import styled from 'styled-components';

const Circle = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'lg' ? '4.5rem' : '3.5rem')};
  height: ${({ $size }) => ($size === 'lg' ? '4.5rem' : '3.5rem')};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryTint};
  color: ${({ theme }) => theme.colors.primaryDark};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.5rem' : '1.15rem')};
  letter-spacing: 0.03em;
`;

/** "Wanjiru Kamau" → "WK"; a single name gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/**
 * We publish no photos of staff or of the people who quote us (safety for people who work on corruption),
 * so a person is shown by their initials. Decorative: the name is always written beside it.
 */
export function InitialsAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <Circle aria-hidden="true" $size={size}>
      {initialsOf(name)}
    </Circle>
  );
}
