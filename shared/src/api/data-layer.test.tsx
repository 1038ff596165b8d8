import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createQueryClient, queryClient } from '@academy/shared/api/query-client';
import { DataLayer } from '@academy/shared/api/data-layer';

function ClientSeen({ expected }: { expected: object }) {
  return <p>{useQueryClient() === expected ? 'expected client' : 'another client'}</p>;
}

test("a screen outside the portal (a public page's) gets the page's one query client", () => {
  render(
    <DataLayer>
      <ClientSeen expected={queryClient} />
    </DataLayer>,
  );
  expect(screen.getByText('expected client')).toBeInTheDocument();
});

test('a screen under a client given already (the portal frame, a server render) keeps that one', () => {
  const given = createQueryClient();
  render(
    <QueryClientProvider client={given}>
      <DataLayer>
        <ClientSeen expected={given} />
      </DataLayer>
    </QueryClientProvider>,
  );
  expect(screen.getByText('expected client')).toBeInTheDocument();
});
