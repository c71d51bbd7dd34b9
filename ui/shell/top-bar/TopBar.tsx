import { memo } from 'react';
import { Link } from 'react-aria-components';
import { useLocalePath } from '../../i18n/portal-locale';
import { CreditChip } from '../credit/CreditChip';
import type { FrameActions, FrameFacts } from '../frame-facts';
import { CartButton } from './CartButton';
import { CustomerChip } from './CustomerChip';
import { LanguageMenu } from './LanguageMenu';
import { PreviewPagesLink } from './PreviewPagesLink';
import { ProfileMenu } from './ProfileMenu';

/** The desktop top bar (spec 000 §2.4). */
export const TopBar = memo(function TopBar({ facts, actions }: { facts: FrameFacts; actions: FrameActions }) {
  const localePath = useLocalePath();
  return (
    <header className="top-bar">
      <Link className="top-bar__brand" href={localePath()}>
        {facts.logo ? <img className="top-bar__logo" src={facts.logo} alt={facts.brandName} height={32} /> : <span>{facts.brandName}</span>}
      </Link>
      <div className="top-bar__tools">
        {facts.customerChip && <CustomerChip chip={facts.customerChip} onOpenPicker={actions.openCustomerPicker} />}
        {facts.previewUrl && <PreviewPagesLink href={facts.previewUrl} />}
        <LanguageMenu languages={facts.languages} active={facts.activeLanguage} onChoose={actions.chooseLanguage} />
        {facts.cartBadge !== null && <CartButton count={facts.cartBadge} />}
        {facts.credit && <CreditChip credit={facts.credit} onChooseCompany={actions.chooseCreditCompany} />}
        <ProfileMenu
          userName={facts.user?.name ?? null}
          canEditProfile={facts.canEditProfile}
          canSendConsumerVoice={facts.canSendConsumerVoice}
          languages={facts.languages}
          activeLanguage={facts.activeLanguage}
          onChooseLanguage={actions.chooseLanguage}
          onOpenConsumerVoice={actions.openConsumerVoice}
          onLogout={actions.logout}
        />
      </div>
    </header>
  );
});
