import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box, Stack } from '../../layout';
import { DropZone } from './DropZone';
import { UploadList, uploadStatuses, type UploadItem } from './UploadList';
import type { UploadRejectReason } from './validateFiles';

/** Deterministic inline thumbnails (no network): a sky, a sun and a hill. */
const thumbnail = (sky: string, hill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${sky}"/><circle cx="34" cy="14" r="6" fill="rgb(255,214,102)"/><path d="M0 48 L0 32 Q16 20 28 32 T48 30 L48 48 Z" fill="${hill}"/></svg>`,
  );
const thumbs = [
  thumbnail('rgb(142,197,252)', 'rgb(74,157,92)'),
  thumbnail('rgb(250,177,160)', 'rgb(120,90,160)'),
  thumbnail('rgb(180,220,210)', 'rgb(40,110,120)'),
];

const MB = 1024 * 1024;
const accepted = ['.jpg', '.jpeg', '.png'];

const enItems: UploadItem[] = [
  { id: '1', name: 'beach.png', size: 2.4 * MB, previewUrl: thumbs[0], status: 'uploading', progress: 45 },
  { id: '2', name: 'sunset.jpg', size: 860 * 1024, previewUrl: thumbs[1], status: 'uploading' },
  { id: '3', name: 'lake.jpeg', size: 1.1 * MB, previewUrl: thumbs[2], status: 'done' },
  { id: '4', name: 'scan.png', size: 12.6 * MB, status: 'error', error: 'Upload failed, please try again' },
];

const meta = {
  title: 'Forms/Upload',
  component: DropZone,
  args: {
    label: 'Drag images here to upload',
    buttonLabel: 'Choose images',
    description: 'JPG or PNG, up to 10 MB each, at most 4 images',
    acceptedFileTypes: accepted,
    maxSize: 10 * MB,
    maxCount: 4,
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The drag-over look, forced for the screenshot. */
export const DragOver: Story = { args: { isDropTarget: true } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Picked files are validated: type, then size, then the remaining count. */
export const Validation: Story = {
  args: { currentCount: 2 },
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    const big = new File([new Uint8Array(11 * MB)], 'huge.png', { type: 'image/png' });
    const ok = ['a.jpg', 'b.png', 'c.jpeg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await userEvent.upload(input as HTMLInputElement, [big, ...ok]);
    await expect(args.onAccept).toHaveBeenCalledWith(ok.slice(0, 2));
    await expect(args.onReject).toHaveBeenCalledWith([big], 'size');
    await expect(args.onReject).toHaveBeenCalledWith(ok.slice(2), 'count');
  },
};

export const ListStates: Story = {
  render: () => (
    <Stack gap="lg">
      {uploadStatuses.map((status) => (
        <UploadList
          key={status}
          aria-label={`Images (${status})`}
          items={enItems.filter((item) => item.status === status)}
          onRemove={fn()}
          removeLabel={(item) => `Remove ${item.name}`}
          doneLabel="Uploaded"
        />
      ))}
    </Stack>
  ),
};

/**
 * Keyboard path: Tab reaches the drop target (paste files there), then the picker button,
 * then each remove button; Enter removes the file.
 */
export const Keyboard: Story = {
  render: (args) => <Uploader {...args} initialItems={enItems} messages={{}} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/Drag images here to upload/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove beach.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('beach.png')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Drag the photos you would like to use as references for the image generation here',
    description: 'Accepted formats are JPG, JPEG and PNG; every file must be smaller than ten megabytes',
  },
  render: (args) => (
    <Box style={{ maxWidth: 360 }}>
      <Stack gap="md">
        <DropZone {...args} />
        <UploadList
          aria-label="Images"
          items={[
            { ...enItems[0]!, name: 'a-really-long-file-name-from-the-camera-roll-IMG_20261121_143200_HDR_edited_final.png' },
            { ...enItems[3]!, error: 'The server rejected this file because it is larger than the ten megabyte limit for references' },
          ]}
          onRemove={fn()}
          removeLabel={(item) => `Remove ${item.name}`}
        />
      </Stack>
    </Box>
  ),
};

interface UploaderProps extends Omit<React.ComponentProps<typeof DropZone>, 'currentCount'> {
  initialItems: UploadItem[];
  messages: Partial<Record<UploadRejectReason, string>>;
  listLabel?: string;
  removeLabel?: (item: UploadItem) => string;
  doneLabel?: string;
}

/** How the app wires the pieces: the DropZone validates, the list shows the files, rejections become a message. */
function Uploader({ initialItems, messages, listLabel = 'Images', removeLabel = (item) => `Remove ${item.name}`, doneLabel, ...props }: UploaderProps) {
  const [items, setItems] = useState(initialItems);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <DropZone
        {...props}
        currentCount={items.length}
        onAccept={(files) => {
          setMessage(null);
          props.onAccept(files);
        }}
        onReject={(files, reason) => {
          setMessage(messages[reason] ?? null);
          props.onReject?.(files, reason);
        }}
      />
      <Box role="status" color="dangerText" fontSize="sm">
        {message}
      </Box>
      <UploadList
        aria-label={listLabel}
        items={items}
        onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
        removeLabel={removeLabel}
        doneLabel={doneLabel}
      />
    </Stack>
  );
}

const zhItems: UploadItem[] = [
  { id: '1', name: '海边.png', size: 2.4 * MB, previewUrl: thumbs[0], status: 'uploading', progress: 68 },
  { id: '2', name: '日落.jpg', size: 860 * 1024, previewUrl: thumbs[1], status: 'done' },
  { id: '3', name: '湖畔.jpeg', size: 1.1 * MB, previewUrl: thumbs[2], status: 'done' },
  { id: '4', name: '扫描件.png', size: 12.6 * MB, status: 'error', error: '图片大小不能超过10MB' },
];

export const Chinese: Story = {
  args: {
    label: '拖拽图片到此处上传',
    buttonLabel: '选择图片',
    description: '支持 jpg、jpeg、png 格式，单张不超过 10MB，最多 4 张',
  },
  render: (args) => (
    <Uploader
      {...args}
      initialItems={zhItems}
      listLabel="已上传图片"
      removeLabel={(item) => `移除 ${item.name}`}
      doneLabel="上传成功"
      messages={{ type: '仅支持 jpg、jpeg、png 格式', size: '图片大小不能超过10MB', count: '最多只能上传4张图片' }}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, new File(['x'], '新图.png', { type: 'image/png' }));
    await expect(args.onReject).toHaveBeenCalledWith([expect.any(File)], 'count');
    await expect(canvas.getByRole('status')).toHaveTextContent('最多只能上传4张图片');
  },
};
