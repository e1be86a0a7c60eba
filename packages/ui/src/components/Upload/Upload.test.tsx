import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';
import { formatFileSize, UploadList, type UploadItem } from './UploadList';
import { matchesAcceptedType, validateFiles } from './validateFiles';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const images = ['.jpg', '.jpeg', '.png'];

describe('matchesAcceptedType', () => {
  it('matches extensions case-insensitively, MIME types and wildcards', () => {
    expect(matchesAcceptedType(file('A.JPG', ''), images)).toBe(true);
    expect(matchesAcceptedType(file('a.gif', 'image/gif'), images)).toBe(false);
    expect(matchesAcceptedType(file('a', 'image/png'), ['image/png'])).toBe(true);
    expect(matchesAcceptedType(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(matchesAcceptedType(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(matchesAcceptedType(file('a.pdf', 'application/pdf'), [])).toBe(true);
  });
});

describe('validateFiles', () => {
  it('accepts everything without rules', () => {
    const files = [file('a.txt', 'text/plain')];
    expect(validateFiles(files)).toEqual({ accepted: files, rejected: [] });
  });

  it('rejects by type, then size, then count, grouped per reason', () => {
    const gif = file('a.gif', 'image/gif', 20 * MB);
    const big = file('big.png', 'image/png', 11 * MB);
    const ok = ['1.jpg', '2.png', '3.jpeg'].map((name) => file(name, 'image/jpeg'));
    const result = validateFiles([gif, big, ...ok], { acceptedFileTypes: images, maxSize: 10 * MB, maxCount: 4, currentCount: 2 });
    expect(result.accepted).toEqual(ok.slice(0, 2));
    expect(result.rejected).toEqual([
      { reason: 'type', files: [gif] },
      { reason: 'size', files: [big] },
      { reason: 'count', files: [ok[2]] },
    ]);
  });

  it('allows a file of exactly the maximum size', () => {
    expect(validateFiles([file('a.png', 'image/png', MB)], { maxSize: MB }).accepted).toHaveLength(1);
  });

  it('rejects everything for count once the limit is reached (最多只能上传4张图片)', () => {
    const files = [file('5.png', 'image/png')];
    expect(validateFiles(files, { maxCount: 4, currentCount: 4 })).toEqual({ accepted: [], rejected: [{ reason: 'count', files }] });
  });
});

describe('formatFileSize', () => {
  it('uses KB below a megabyte and MB above, in the locale', () => {
    expect(formatFileSize(2.5 * MB, 'en-US')).toBe('2.5 MB');
    expect(formatFileSize(860 * 1024, 'en-US')).toBe('860 kB');
  });
});

describe('DropZone', () => {
  it('reports accepted and rejected picks separately', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <DropZone
        label="拖拽图片到此处上传"
        buttonLabel="选择图片"
        acceptedFileTypes={images}
        maxCount={2}
        currentCount={1}
        onAccept={onAccept}
        onReject={onReject}
      />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(input).toHaveAttribute('multiple');
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const second = new File(['b'], 'b.png', { type: 'image/png' });
    const gif = new File(['c'], 'c.gif', { type: 'image/gif' });
    await userEvent.upload(input, [first, gif, second], { applyAccept: false });
    expect(onAccept).toHaveBeenCalledWith([first]);
    expect(onReject).toHaveBeenCalledWith([gif], 'type');
    expect(onReject).toHaveBeenCalledWith([second], 'count');
  });

  it('picks a single file when only one is allowed', () => {
    const { container } = render(<DropZone label="上传头像" buttonLabel="选择图片" maxCount={1} onAccept={vi.fn()} />);
    expect(container.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
  });

  it('forces the drag-over look when asked', () => {
    const { container } = render(<DropZone label="拖拽上传" buttonLabel="选择图片" onAccept={vi.fn()} isDropTarget />);
    expect(container.firstElementChild).toHaveAttribute('data-force-drop-target', 'true');
  });
});

describe('UploadList', () => {
  const items: UploadItem[] = [
    { id: '1', name: 'a.png', size: MB, status: 'uploading', progress: 40 },
    { id: '2', name: 'b.png', size: MB, status: 'done' },
    { id: '3', name: 'c.png', size: MB, status: 'error', error: '上传失败' },
  ];

  it('shows progress named by the file, the error text and a remove button per item', async () => {
    const onRemove = vi.fn();
    render(
      <I18nProvider locale="zh-CN">
        <UploadList aria-label="已上传图片" items={items} onRemove={onRemove} removeLabel={(item) => `移除 ${item.name}`} doneLabel="上传成功" />
      </I18nProvider>,
    );
    expect(screen.getByRole('list', { name: '已上传图片' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'a.png' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('上传成功')).toBeInTheDocument();
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除 c.png' }));
    expect(onRemove).toHaveBeenCalledWith('3');
  });
});
