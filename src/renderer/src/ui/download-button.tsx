// A button that fetches a file from the server (a CSV export) and hands it to the person as a
// download named for today; while it runs it spins, and a failure shows as a red notification.
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText } from '../api';
import { saveFile } from '../lib/save-file';
import { MutationButton } from './mutation-button';
import { showSuccess } from './show-success';

export interface DownloadButtonProps {
  label: string;
  /** The failure notification's title. */
  failedTitle: string;
  fetchFile: () => Promise<Blob>;
  /** The file's name for today's date (YYYY-MM-DD, UTC). */
  fileName: (today: string) => string;
  /** The confirmation once the file is saved; none without it. */
  savedText?: (name: string) => string;
}

export function DownloadButton({
  label,
  failedTitle,
  fetchFile,
  fileName,
  savedText,
}: DownloadButtonProps) {
  const download = useMutation({
    mutationFn: fetchFile,
    onSuccess: (blob) => {
      const name = fileName(new Date().toISOString().slice(0, 10));
      saveFile(blob, name);
      if (savedText !== undefined) showSuccess(savedText(name));
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: failedTitle, message: apiErrorText(error) });
    },
  });
  return (
    <MutationButton
      mutation={download}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {label}
    </MutationButton>
  );
}
