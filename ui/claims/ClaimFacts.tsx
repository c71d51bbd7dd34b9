import { useIntl } from 'react-intl';
import type { ClaimRecord } from '../../application/portal/claims/claim-records-ports';
import { FactList } from '../components/FactList';
import { useFormatDate } from '../i18n/use-formatters';
import { claimsMessages as messages } from './claims-messages';
import { ClaimSection } from './ClaimSection';

/** What the claim is about: the article and frame, its flags, the consumer, the problems, the settlement and the inspection. */
export function ClaimFacts({ claim }: { claim: ClaimRecord }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const { consumer, creditNote, pdi } = claim;
  const hasConsumer = [consumer.name, consumer.phone, consumer.email, consumer.address].some((value) => value !== '');
  return (
    <>
      <ClaimSection title={intl.formatMessage(messages.facts)}>
        {(claim.recallCampaign || claim.stolenBike) && (
          <ul className="claim-flags">
            {claim.recallCampaign && <li className="claim-flag">{intl.formatMessage(messages.recall, { campaign: claim.recallCampaign })}</li>}
            {claim.stolenBike && <li className="claim-flag">{intl.formatMessage(messages.stolen)}</li>}
          </ul>
        )}
        <FactList
          className="claim-facts"
          facts={[
            [intl.formatMessage(messages.kind), intl.formatMessage(claim.kind === 'bike' ? messages.bike : messages.paa)],
            [intl.formatMessage(messages.article), `${claim.articleCode} · ${claim.articleName}`],
            [intl.formatMessage(messages.brand), claim.brand],
            [intl.formatMessage(messages.frameNumber), claim.frameNumber],
            [intl.formatMessage(messages.qty), String(claim.qty)],
            [intl.formatMessage(messages.customer), claim.customerName],
            [intl.formatMessage(messages.filedBy), claim.filedBy],
            [intl.formatMessage(messages.filedOn), dates.dateTime(claim.createdAt)],
            [intl.formatMessage(messages.customerNotes), claim.customerNotes],
            [intl.formatMessage(messages.resolution), claim.resolution],
            [intl.formatMessage(messages.reasonRejection), claim.reasonRejection],
            [intl.formatMessage(messages.notAWarranty), claim.isNotAWarranty ? intl.formatMessage(messages.notAWarranty) : null],
          ]}
        />
      </ClaimSection>
      <ClaimSection title={intl.formatMessage(messages.consumer)}>
        {hasConsumer ? (
          <FactList
            className="claim-facts"
            facts={[
              [intl.formatMessage(messages.consumerName), consumer.name],
              [intl.formatMessage(messages.consumerPhone), consumer.phone],
              [intl.formatMessage(messages.consumerEmail), consumer.email],
              [intl.formatMessage(messages.consumerAddress), consumer.address],
            ]}
          />
        ) : (
          <p>{intl.formatMessage(messages.noConsumer)}</p>
        )}
      </ClaimSection>
      <ClaimSection title={intl.formatMessage(messages.problems)}>
        <ul className="claim-list">
          {claim.problems.map((problem) => (
            <li key={problem.id}>{problem.description}</li>
          ))}
        </ul>
      </ClaimSection>
      <ClaimSection title={intl.formatMessage(messages.settlement)}>
        {creditNote || claim.deliveryOrders.length > 0 ? (
          <FactList
            className="claim-facts"
            facts={[
              [intl.formatMessage(messages.creditNote), creditNote ? intl.formatMessage(messages.creditNoteValue, { number: creditNote.number, date: dates.date(creditNote.issuedAt) }) : null],
              [
                intl.formatMessage(messages.deliveryOrders),
                claim.deliveryOrders.length > 0 ? claim.deliveryOrders.map((order) => intl.formatMessage(messages.deliveryOrder, { number: order.number, date: dates.date(order.date) })).join(', ') : null,
              ],
            ]}
          />
        ) : (
          <p>{intl.formatMessage(messages.noSettlement)}</p>
        )}
      </ClaimSection>
      <ClaimSection title={intl.formatMessage(messages.pdi)}>
        {pdi ? (
          <FactList
            className="claim-facts"
            facts={[
              [intl.formatMessage(messages.frameNumber), pdi.frameNumber],
              [intl.formatMessage(messages.article), pdi.articleCode],
              [intl.formatMessage(messages.pdiMechanic), pdi.mechanic],
              [intl.formatMessage(messages.pdiOutcome), intl.formatMessage(pdi.outcome === 'ready' ? messages.pdiReady : messages.pdiNotReady)],
              [intl.formatMessage(messages.pdiInspectedOn), dates.dateTime(pdi.createdAt)],
            ]}
          />
        ) : (
          <p>{intl.formatMessage(messages.noPdi)}</p>
        )}
      </ClaimSection>
    </>
  );
}
