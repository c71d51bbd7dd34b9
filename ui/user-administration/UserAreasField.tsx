import { useIntl } from 'react-intl';
import type { UserFormOptions } from '../../application/portal/user-administration/ports';
import { USER_LIMITATIONS, type UserAreaInput, type UserLimitation } from '../../domain/user-administration/user-form';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { usersMessages } from './users-messages';

const LIMITATION_LABELS = {
  audit: usersMessages.limitationAudit,
  salesman: usersMessages.limitationSalesman,
  sales_group: usersMessages.limitationSalesGroup,
  sales_office: usersMessages.limitationSalesOffice,
} satisfies Record<UserLimitation, unknown>;

const NO_LIMITATION = 'none';

/** The user areas of a user: a sales organisation each, with its limitation and a free option and value. */
export function UserAreasField({
  areas,
  sorgs,
  errors,
  onChange,
}: {
  areas: readonly UserAreaInput[];
  sorgs: UserFormOptions['sorgs'];
  errors: Record<string, string>;
  onChange: (areas: UserAreaInput[]) => void;
}) {
  const intl = useIntl();
  const change = (index: number, patch: Partial<UserAreaInput>) => onChange(areas.map((area, at) => (at === index ? { ...area, ...patch } : area)));
  const limitations = [
    { id: NO_LIMITATION, label: intl.formatMessage(usersMessages.noLimitation) },
    ...USER_LIMITATIONS.map((limitation) => ({ id: limitation, label: intl.formatMessage(LIMITATION_LABELS[limitation]) })),
  ];
  return (
    <fieldset className="user-admin__areas">
      <legend className="field__label">{intl.formatMessage(usersMessages.userAreas)}</legend>
      {areas.map((area, index) => (
        <div className="user-admin__area" key={index} role="group" aria-label={intl.formatMessage(usersMessages.areaNumber, { number: index + 1 })}>
          <SelectField
            label={intl.formatMessage(usersMessages.salesOrganisation)}
            options={sorgs.map((sorg) => ({ id: sorg.sorg, label: `${sorg.sorg} ${sorg.name}` }))}
            value={area.sorg || null}
            isRequired
            onChange={(sorg) => change(index, { sorg: sorg ?? '' })}
            errorMessage={errors[`userAreas.${index}.sorg`] ?? null}
          />
          <SelectField
            label={intl.formatMessage(usersMessages.limitation)}
            options={limitations}
            value={area.limitation ?? NO_LIMITATION}
            onChange={(limitation) => change(index, { limitation: USER_LIMITATIONS.find((known) => known === limitation) ?? null })}
            errorMessage={errors[`userAreas.${index}.limitation`] ?? null}
          />
          <TextField label={intl.formatMessage(usersMessages.option)} value={area.option ?? ''} onChange={(option) => change(index, { option })} errorMessage={errors[`userAreas.${index}.option`] ?? null} />
          <TextField label={intl.formatMessage(usersMessages.value)} value={area.value ?? ''} onChange={(value) => change(index, { value })} errorMessage={errors[`userAreas.${index}.value`] ?? null} />
          <Button variant="secondary" onPress={() => onChange(areas.filter((_, at) => at !== index))}>
            {intl.formatMessage(usersMessages.removeArea, { number: index + 1 })}
          </Button>
        </div>
      ))}
      {errors.userAreas && (
        <p role="alert" className="user-admin__refusal">
          {errors.userAreas}
        </p>
      )}
      <div>
        <Button variant="secondary" onPress={() => onChange([...areas, { sorg: sorgs.length === 1 ? (sorgs[0]?.sorg ?? '') : '', limitation: null, option: null, value: null }])}>
          {intl.formatMessage(usersMessages.addArea)}
        </Button>
      </div>
    </fieldset>
  );
}
