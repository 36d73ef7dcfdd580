import styled from 'styled-components';

/** White around the code, as wide as four of its modules: scanners need the quiet zone. */
const QUIET = 4;

const Picture = styled.svg`
  display: block;
  width: 15rem;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  margin: ${({ theme }) => theme.space(3)} 0;
  background: #fff;
  shape-rendering: crispEdges;
`;

/**
 * A QR code drawn from its modules (`size` a side, row by row, '1' dark), as the API sends it: no markup from
 * elsewhere is put on the page, and no image is fetched.
 */
export function QrCode({ size, modules, label }: { size: number; modules: string; label: string }) {
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (modules[row * size + column] === '1') path += `M${column + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  const side = size + QUIET * 2;
  return (
    <Picture viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label}>
      <path d={path} fill="#000" />
    </Picture>
  );
}
