import { memo } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { CreditChip } from '../credit/CreditChip';
import type { FrameActions, FrameFacts } from '../frame-facts';
import { SideMenu } from '../navigation/SideMenu';
import { CustomerChip } from '../top-bar/CustomerChip';
import { PreviewPagesLink } from '../top-bar/PreviewPagesLink';
import { profileMessages, ProfileActions } from '../top-bar/ProfileMenu';
import { mobileRows } from './MobileHeader';

const messages = defineMessages({
  menu: { id: 'menu', defaultMessage: 'Menu' },
  close: { id: 'close', defaultMessage: 'Close' },
});

/**
 * The mobile drawer (spec 000 §2.6): the user's name, the side menu, settings, language, consumer voice and
 * logout; and the chips the header has no row for.
 */
export const MobileDrawer = memo(function MobileDrawer({
  facts,
  actions,
  isOpen,
  onOpenChange,
}: {
  facts: FrameFacts;
  actions: FrameActions;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const rows = mobileRows(facts);
  const close = () => onOpenChange(false);
  const chipsInDrawer = (!rows.customerRow && facts.customerChip) || (!rows.thirdRow && (facts.previewUrl || facts.credit));

  return (
    <ModalOverlay className="drawer-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="drawer">
        <Dialog className="drawer__body" aria-label={intl.formatMessage(messages.menu)}>
          <div className="drawer__header">
            <Heading slot="title" className="drawer__title">
              {facts.user?.name ?? intl.formatMessage(profileMessages.noUser)}
            </Heading>
            <Button className="button button--secondary" onPress={close}>
              {intl.formatMessage(messages.close)}
            </Button>
          </div>
          {chipsInDrawer && (
            <div className="drawer__chips">
              {!rows.customerRow && facts.customerChip && (
                <CustomerChip
                  chip={facts.customerChip}
                  onOpenPicker={() => {
                    close();
                    actions.openCustomerPicker();
                  }}
                />
              )}
              {!rows.thirdRow && facts.previewUrl && <PreviewPagesLink href={facts.previewUrl} />}
              {!rows.thirdRow && facts.credit && <CreditChip credit={facts.credit} onChooseCompany={actions.chooseCreditCompany} />}
            </div>
          )}
          <SideMenu groups={facts.menu} onNavigate={close} />
          <ProfileActions
            canEditProfile={facts.canEditProfile}
            canSendConsumerVoice={facts.canSendConsumerVoice}
            languages={facts.languages}
            activeLanguage={facts.activeLanguage}
            onChooseLanguage={(language) => {
              close();
              actions.chooseLanguage(language);
            }}
            onOpenConsumerVoice={actions.openConsumerVoice}
            onLogout={actions.logout}
            onDone={close}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
