import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ClaimFile } from '../../application/portal/claims/claim-records-ports';
import { CLAIM_PHOTO_SLOTS } from '../../domain/claims/claim-files';
import { Button } from '../components/Button';
import { claimsMessages as messages } from './claims-messages';
import { ClaimSection } from './ClaimSection';

const photoNumber = (file: ClaimFile) => Number(file.slot.replace('photo', ''));

/**
 * The claim's photos as thumbnails, each a button that opens the photo large in a dialog; there the arrow keys or
 * the buttons go through the photos and Escape closes it. The video plays in the browser's own player.
 */
export function ClaimPhotoGallery({ files }: { files: readonly ClaimFile[] }) {
  const intl = useIntl();
  const photos = files.filter((file) => (CLAIM_PHOTO_SLOTS as readonly string[]).includes(file.slot));
  const video = files.find((file) => file.slot === 'video');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : photos[open];
  const step = (by: number) => setOpen((current) => (current === null ? null : (current + by + photos.length) % photos.length));
  const isOpen = open !== null;

  // The dialog's buttons keep their key presses to themselves, so the arrow keys are heard on the document.
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setOpen((current) => (current === null ? null : (current + 1) % photos.length));
      if (event.key === 'ArrowLeft') setOpen((current) => (current === null ? null : (current - 1 + photos.length) % photos.length));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, photos.length]);

  return (
    <ClaimSection title={intl.formatMessage(messages.photos)}>
      {photos.length === 0 ? (
        <p>{intl.formatMessage(messages.noPhotos)}</p>
      ) : (
        <ul className="claim-gallery">
          {photos.map((photo, index) => (
            <li key={photo.slot}>
              <button type="button" className="claim-gallery__thumbnail" onClick={() => setOpen(index)} aria-label={intl.formatMessage(messages.openPhoto, { number: photoNumber(photo), fileName: photo.fileName })}>
                <img src={photo.thumbnailUrl ?? photo.url} alt="" loading="lazy" width={160} height={120} />
              </button>
              <span className="claim-gallery__caption">{intl.formatMessage(messages.photo, { number: photoNumber(photo) })}</span>
            </li>
          ))}
        </ul>
      )}
      {video && (
        <figure className="claim-video">
          <video controls preload="metadata" src={video.url} aria-label={intl.formatMessage(messages.video)}>
            <a href={video.url}>{video.fileName}</a>
          </video>
          <figcaption>{intl.formatMessage(messages.video)}</figcaption>
        </figure>
      )}
      <ModalOverlay isOpen={shown !== undefined} onOpenChange={(isOpen) => !isOpen && setOpen(null)} isDismissable className="dialog-overlay">
        <Modal className="dialog claim-photo-dialog">
          <Dialog className="dialog__body">
            {shown && (
              <div className="claim-photo-dialog__content">
                <Heading slot="title" className="dialog__title">
                  {intl.formatMessage(messages.photoOf, { number: open! + 1, count: photos.length, fileName: shown.fileName })}
                </Heading>
                <img className="claim-photo-dialog__image" src={shown.url} alt={intl.formatMessage(messages.photo, { number: photoNumber(shown) })} />
                <div className="dialog__actions">
                  {photos.length > 1 && (
                    <>
                      <Button variant="secondary" onPress={() => step(-1)}>
                        {intl.formatMessage(messages.previousPhoto)}
                      </Button>
                      <Button variant="secondary" onPress={() => step(1)}>
                        {intl.formatMessage(messages.nextPhoto)}
                      </Button>
                    </>
                  )}
                  <Button onPress={() => setOpen(null)} autoFocus>
                    {intl.formatMessage(messages.closePhoto)}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </ClaimSection>
  );
}
