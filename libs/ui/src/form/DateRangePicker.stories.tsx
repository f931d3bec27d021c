import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UI_MESSAGES } from '../messages';
import { presetRange } from './date-range';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangePickerProps } from './DateRangePicker';

function ControlledRange(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return <DateRangePicker {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: '表单/DateRangePicker 日期范围',
  component: DateRangePicker,
  render: (args) => <ControlledRange {...args} />,
  args: {
    legend: '交易时间',
    today: '2026-11-22',
    min: '2026-08-24',
    value: { start: '2026-11-22', end: '2026-11-22' },
    onValueChange: () => undefined,
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  name: '今天',
  // A quick pick sets both dates and becomes the pressed chip.
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: UI_MESSAGES.last7Days }));
    await expect(canvas.getByRole('button', { name: UI_MESSAGES.last7Days })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: UI_MESSAGES.today })).toHaveAttribute('aria-pressed', 'false');
    const week = presetRange('last7Days', args.today ?? '');
    await expect(canvas.getByLabelText(UI_MESSAGES.dateStart)).toHaveValue(week.start);
    await expect(canvas.getByLabelText(UI_MESSAGES.dateEnd)).toHaveValue(week.end);
  },
};
export const LastWeek: Story = { name: '近7天', args: { value: { start: '2026-11-16', end: '2026-11-22' } } };
export const Custom: Story = { name: '自定义', args: { value: { start: '2026-10-01', end: '2026-10-07' } } };
