import { memo } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { LanguageOption } from '../../../domain/config/host-config';
import { LinkButton } from '../../components/LinkButton';
import { useLocalePath } from '../../i18n/portal-locale';
import { PersonIcon } from '../icons';
import { PanelPopover, useClosePanel } from '../panel-popover';
import { LanguageMenu } from './LanguageMenu';

export const profileMessages = defineMessages({
  profile: { id: 'profile', defaultMessage: 'Profile' },
  logout: { id: 'logout', defaultMessage: 'Logout' },
  settings: { id: 'settings', defaultMessage: 'Settings' },
  consumerVoice: { id: 'consumer_voice', defaultMessage: 'Consumer Voice' },
  noUser: { id: 'no_user_name', defaultMessage: '-' },
});

export interface ProfileMenuProps {
  /** The signed-in user's name; a dash shows when nobody is signed in. */
  userName: string | null;
  canEditProfile: boolean;
  canSendConsumerVoice: boolean;
  languages: LanguageOption[];
  activeLanguage: string;
  onChooseLanguage: (language: LanguageOption) => void;
  onOpenConsumerVoice: () => void;
  onLogout: () => void;
}

/** The profile panel's content, shared by the top bar's profile menu and the mobile drawer. */
export function ProfileActions({
  canEditProfile,
  canSendConsumerVoice,
  languages,
  activeLanguage,
  onChooseLanguage,
  onOpenConsumerVoice,
  onLogout,
  onDone,
}: Omit<ProfileMenuProps, 'userName'> & { onDone?: () => void }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <div className="profile-actions">
      {canEditProfile && (
        <LinkButton variant="secondary" href={localePath('/user/edit-profile')} onPress={onDone}>
          {intl.formatMessage(profileMessages.settings)}
        </LinkButton>
      )}
      <LanguageMenu languages={languages} active={activeLanguage} onChoose={onChooseLanguage} />
      {canSendConsumerVoice && (
        <Button
          className="button button--secondary"
          onPress={() => {
            onDone?.();
            onOpenConsumerVoice();
          }}
        >
          {intl.formatMessage(profileMessages.consumerVoice)}
        </Button>
      )}
      <Button className="button button--primary" onPress={onLogout}>
        {intl.formatMessage(profileMessages.logout)}
      </Button>
    </div>
  );
}

function ProfilePanelActions(actions: Omit<ProfileMenuProps, 'userName'>) {
  const close = useClosePanel();
  return <ProfileActions {...actions} onDone={close} />;
}

/** The top bar's profile menu (spec 000 §2.4): the user's name, settings, language, consumer voice and logout. */
export const ProfileMenu = memo(function ProfileMenu({ userName, defaultOpen, ...actions }: ProfileMenuProps & { defaultOpen?: boolean }) {
  const intl = useIntl();
  const name = userName ?? intl.formatMessage(profileMessages.noUser);
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button className="chip chip--plain" aria-label={`${intl.formatMessage(profileMessages.profile)}: ${name}`}>
        <PersonIcon />
        <span className="chip__label">{name}</span>
      </Button>
      <PanelPopover className="profile-card" title={name}>
        <ProfilePanelActions {...actions} />
      </PanelPopover>
    </DialogTrigger>
  );
});
