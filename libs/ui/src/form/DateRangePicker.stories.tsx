import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Today: Story = { name: '今天' };
export const LastWeek: Story = { name: '近7天', args: { value: { start: '2026-11-16', end: '2026-11-22' } } };
export const Custom: Story = { name: '自定义', args: { value: { start: '2026-10-01', end: '2026-10-07' } } };
