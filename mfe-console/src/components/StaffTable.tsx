import styled from 'styled-components';

/** The console's tables: rows ruled, cells read from the top, a caption as a heading above. */
export const StaffTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  /* A column's heading breaks between its words, never inside one ("Kitambulisho", not "Kita / mbuli / sho"). */
  thead th {
    overflow-wrap: normal;
  }
`;

/** Wider than a phone: a table scrolls on its own (give it role="region", a name and tabIndex={0} for the keyboard). */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
