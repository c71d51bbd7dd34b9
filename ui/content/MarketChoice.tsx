import { useIntl } from 'react-intl';
import type { ContentMarket } from '../../application/portal/sales-documents/ports';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';

export interface MarketChoiceProps {
  legend: string;
  /** The markets the maintainer may publish for; undefined while they load. */
  markets: readonly ContentMarket[] | undefined;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  errorMessage?: string | null;
}

/** The content target markets a piece of content is published for, one checkbox each, with the refusal beside them. */
export function MarketChoice({ legend, markets, chosen, onChange, errorMessage }: MarketChoiceProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {markets === undefined && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {(markets ?? []).map((market) => (
        <LabelledCheckbox
          key={market.id}
          label={market.marketName}
          isSelected={chosen.includes(market.id)}
          onChange={(selected) => onChange(selected ? [...chosen, market.id] : chosen.filter((id) => id !== market.id))}
        />
      ))}
      {errorMessage && <p className="field__error">{errorMessage}</p>}
    </fieldset>
  );
}
