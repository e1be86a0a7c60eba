import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { DialogTrigger, Modal } from './Modal';

describe('Dialog', () => {
  it('is named by its title and described by its description', () => {
    render(
      <Modal isOpen>
        <Dialog title="签到奖励" description="连续签到 7 天可额外获得积分" closeLabel="关闭" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: '签到奖励' });
    expect(dialog).toHaveAccessibleDescription('连续签到 7 天可额外获得积分');
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('shows no close button without closeLabel', () => {
    render(
      <Modal isOpen>
        <Dialog title="扫码登录" />
      </Modal>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes from the close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange}>
        <Dialog title="签到奖励" closeLabel="关闭" />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ConfirmDialog', () => {
  const renderConfirm = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) =>
    render(
      <DialogTrigger>
        <Button>注销账户</Button>
        <ConfirmDialog title="注销账户" message="无法恢复" confirmLabel="确认注销" cancelLabel="取消" tone="danger" {...props} />
      </DialogTrigger>,
    );

  it('is an alertdialog that starts on cancel and closes after confirming', async () => {
    const onConfirm = vi.fn();
    renderConfirm({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: '注销账户' }));
    const dialog = screen.getByRole('alertdialog', { name: '注销账户' });
    expect(dialog).toHaveAccessibleDescription('无法恢复');
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open after confirming when closeOnConfirm is off', async () => {
    const onConfirm = vi.fn();
    renderConfirm({ onConfirm, closeOnConfirm: false });
    await userEvent.click(screen.getByRole('button', { name: '注销账户' }));
    await userEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('ignores confirm presses while pending', async () => {
    const onConfirm = vi.fn();
    renderConfirm({ onConfirm, isConfirmPending: true, pendingLabel: '提交中' });
    await userEvent.click(screen.getByRole('button', { name: '注销账户' }));
    await userEvent.click(screen.getByRole('button', { name: /确认注销/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: '提交中' })).toBeInTheDocument();
  });
});
