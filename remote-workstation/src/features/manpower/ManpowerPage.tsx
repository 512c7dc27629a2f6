import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Flex, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AVAILABILITIES, SKILL_LEVELS, type Availability, type Manpower, type SkillLevel } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { PageFrame, QueryStates, usePageParam } from '@b2b/ui-kit';
import { useManpower } from './api/get-manpower';
import { ManpowerForm } from './components/ManpowerForm';
import { ManpowerTable } from './components/ManpowerTable';
import { NS } from './i18n';

const PAGE_SIZE = 10;

/** The company's staff and capacity; REQ accounts read it only (the server refuses their writes). */
export function ManpowerPage() {
  const { t } = useTranslation(NS);
  const readOnly = useSession((s) => s.user?.type) === 'REQ';
  const [keyword, setKeyword] = useState<string>();
  const [level, setLevel] = useState<SkillLevel>();
  const [availability, setAvailability] = useState<Availability>();
  const [page, setPage] = usePageParam();
  const [editing, setEditing] = useState<Manpower | 'new' | null>(null);
  const query = useManpower({
    page,
    pageSize: PAGE_SIZE,
    ...(keyword && { keyword }),
    ...(level && { level }),
    ...(availability && { availability }),
  });
  const filtered = !!(keyword || level || availability);

  // The table steps back from a page emptied meanwhile itself (the cards' PagedList does it for them).
  const pageEmptied = !!query.data && query.data.list.length === 0 && page > 1;
  useEffect(() => {
    if (pageEmptied) setPage(page - 1);
  }, [pageEmptied, page, setPage]);

  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const add = !readOnly && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('add')}
    </Button>
  );

  return (
    <PageFrame title={t('title')} extra={add} width={1100}>
      {readOnly && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('filter.keyword')}
          placeholder={t('filter.keyword')}
          maxLength={50}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
          onSearch={filter((v: string) => setKeyword(v.trim() || undefined))}
        />
        <Select<SkillLevel>
          allowClear
          aria-label={t('filter.level')}
          placeholder={t('filter.level')}
          style={{ flex: '0 1 140px' }}
          value={level}
          onChange={filter(setLevel)}
          options={SKILL_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
        />
        <Select<Availability>
          allowClear
          aria-label={t('filter.availability')}
          placeholder={t('filter.availability')}
          style={{ flex: '0 1 140px' }}
          value={availability}
          onChange={filter(setAvailability)}
          options={AVAILABILITIES.map((a) => ({ value: a, label: t(`availability.${a}`) }))}
        />
      </Flex>
      <QueryStates
        query={query}
        empty={{
          title: t(filtered ? 'emptyFiltered' : 'empty'),
          hint: t(filtered ? 'emptyFilteredHint' : readOnly ? 'emptyReadOnlyHint' : 'emptyHint'),
          action: !filtered && add,
        }}
      >
        {(data, busy) => <ManpowerTable data={data} busy={busy} readOnly={readOnly} onPage={setPage} onEdit={setEditing} />}
      </QueryStates>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="min(560px, 100vw)"
        destroyOnHidden
        title={editing === 'new' ? t('add') : t('editTitle')}
      >
        {editing !== null && <ManpowerForm entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Drawer>
    </PageFrame>
  );
}

export default ManpowerPage;
