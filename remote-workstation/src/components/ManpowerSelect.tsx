import { Select, type SelectProps } from 'antd';
import { RESPONSE_LIMITS } from '@b2b/shared/contract';

interface Person {
  id: string;
  name: string;
  title: string;
}

type ManpowerSelectProps = Omit<SelectProps<string[]>, 'mode' | 'options'> & { people: readonly Person[] };

/** The staff offered on a response, as a form field: several, found by name or title, at most `manpowerMax`. */
export function ManpowerSelect({ people, ...props }: ManpowerSelectProps) {
  return (
    <Select
      mode="multiple"
      allowClear
      maxCount={RESPONSE_LIMITS.manpowerMax}
      showSearch={{ optionFilterProp: 'label' }}
      options={people.map((m) => ({ value: m.id, label: `${m.name} · ${m.title}` }))}
      {...props}
    />
  );
}
