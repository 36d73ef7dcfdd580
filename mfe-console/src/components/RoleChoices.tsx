import styled from 'styled-components';
import { CheckboxField, FieldError } from '@civic/shared';
import { ROLES, type Role } from '../api';
import { roleHint, roleName } from '../roles';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The four roles as checkboxes under one legend, each with what it allows; an error names the group. */
export function RoleChoices({
  legend,
  chosen,
  onChange,
  error,
  idPrefix,
}: {
  legend: string;
  chosen: readonly Role[];
  onChange: (roles: Role[]) => void;
  error?: string | null;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-roles-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {ROLES.map((role) => (
        <CheckboxField
          key={role}
          id={`${idPrefix}-${role}`}
          checked={chosen.includes(role)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(ROLES.filter((each) => (each === role ? event.target.checked : chosen.includes(each))))}
          label={
            <>
              {roleName(role)} <Hint>({roleHint(role)})</Hint>
            </>
          }
        />
      ))}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
