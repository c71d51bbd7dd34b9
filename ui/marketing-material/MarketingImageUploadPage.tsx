import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { BulkUploadProgress } from '../../application/portal/marketing-material/bulk-upload';
import type { PickedFile } from '../../application/portal/marketing-material/ports';
import { MARKETING_LIMITS } from '../../domain/marketing-material/marketing-material';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { messageDescriptors } from '../i18n/message-descriptors';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import type { AnsweringThunk } from '../store/thunk';
import { marketingMaterialApi, useMarketingCategoriesQuery } from './marketing-material-api';
import './marketing-material.css';

const messages = messageDescriptors(
  defineMessages({
    category: { id: 'marketing_upload_category', defaultMessage: 'Category' },
    files: { id: 'marketing_upload_files', defaultMessage: 'Images' },
    filesHint: { id: 'marketing_upload_files_hint', defaultMessage: 'PNG, JPEG, GIF or WebP, up to 5 MB each. Choose as many as you like.' },
    upload: { id: 'marketing_upload_submit', defaultMessage: 'Upload' },
    progress: { id: 'marketing_upload_progress', defaultMessage: '{done} of {total} uploaded' },
    current: { id: 'marketing_upload_current', defaultMessage: 'Uploading {fileName}…' },
    finished: { id: 'marketing_upload_finished', defaultMessage: '{uploaded, plural, one {# image added} other {# images added}}, {refused, plural, =0 {none refused} one {# refused} other {# refused}}.' },
    refused: { id: 'marketing_upload_refused', defaultMessage: '{fileName}: {reason}' },
    required: { id: 'marketing_upload_required', defaultMessage: 'Choose a category and at least one image.' },
    file_not_an_image: { id: 'file_not_an_image', defaultMessage: 'This file is not an image.' },
    file_too_large: { id: 'file_too_large', defaultMessage: 'This file is too large.' },
    file_empty: { id: 'file_empty', defaultMessage: 'This file is empty.' },
    failed: { id: 'failed_save_marketing_image', defaultMessage: 'The image could not be added.' },
  }),
);

function uploadImages(categoryId: string, files: readonly PickedFile[], onProgress: (progress: BulkUploadProgress) => void): AnsweringThunk<Promise<BulkUploadProgress>> {
  return async (dispatch, _getState, useCases) => {
    const result = await useCases.uploadMarketingImages(categoryId, files, onProgress);
    dispatch(marketingMaterialApi.util.invalidateTags(['MarketingMaterial']));
    return result;
  };
}

/**
 * Adds images to a category (/admin/marketing-material/image/create and …/create-bulk): many files at once, sent
 * one after another with their progress shown; a refused file is named with its reason and the others still go.
 */
export function MarketingImageUploadPage({ bulk }: { bulk: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const brand = useMarketingCategoriesQuery({ type: 'brand_assets', limit: MARKETING_LIMITS.materialsByCategory });
  const lineup = useMarketingCategoriesQuery({ type: 'product_lineup', limit: MARKETING_LIMITS.materialsByCategory });
  const categories = [...(brand.data?.items ?? []), ...(lineup.data?.items ?? [])];
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<BulkUploadProgress | null>(null);
  const [missing, setMissing] = useState(false);
  const uploading = progress !== null && progress.done < progress.total;
  const reason = (message: string) => intl.formatMessage(messages[message as keyof typeof messages] ?? messages.failed);

  async function upload() {
    if (!categoryId || files.length === 0) return setMissing(true);
    setMissing(false);
    await dispatch(uploadImages(categoryId, files, setProgress));
  }

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages[bulk ? 'route_title_admin-marketing-material-image-create-bulk' : 'route_title_admin-marketing-doc-create'])}>
      <form className="marketing-upload" onSubmit={(event) => { event.preventDefault(); void upload(); }}>
        <SelectField label={intl.formatMessage(messages.category)} options={categories.map((category) => ({ id: category.id, label: category.title }))} value={categoryId} onChange={setCategoryId} isRequired />
        <div className="field marketing-upload__files">
          <label className="field__label" htmlFor="marketing-upload-files">{intl.formatMessage(messages.files)}</label>
          <input
            id="marketing-upload-files"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple={bulk}
            aria-describedby="marketing-upload-files-hint"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
          <span id="marketing-upload-files-hint" className="field__description">{intl.formatMessage(messages.filesHint)}</span>
        </div>
        {missing && <p role="alert" className="marketing-upload__refused">{intl.formatMessage(messages.required)}</p>}
        <Button type="submit" isPending={uploading}>{intl.formatMessage(messages.upload)}</Button>
        {progress && (
          <div role="status" className="marketing-upload__files">
            <progress max={progress.total} value={progress.done} aria-label={intl.formatMessage(messages.progress, { done: progress.done, total: progress.total })} />
            <span>{progress.current ? intl.formatMessage(messages.current, { fileName: progress.current }) : intl.formatMessage(messages.finished, { uploaded: progress.uploaded.length, refused: progress.refused.length })}</span>
            {progress.refused.length > 0 && (
              <ul className="marketing-upload__refused">
                {progress.refused.map((refused) => (
                  <li key={refused.fileName}>{intl.formatMessage(messages.refused, { fileName: refused.fileName, reason: reason(refused.errors[0]?.message ?? 'failed') })}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </AreaFrame>
  );
}
