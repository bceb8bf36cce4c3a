import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { CitiesDocument, ProvincesDocument } from './locations.generated';
import { ProvinceCityFields } from './ProvinceCityFields';

interface Place {
  provinceId: string;
  cityId: string;
}

function PlaceForm() {
  const { control } = useForm<Place>({ defaultValues: { provinceId: '31', cityId: '3171' } });
  return <ProvinceCityFields<Place> control={control} provinceName="provinceId" cityName="cityId" />;
}

const mocks: MockedResponse[] = [
  {
    request: { query: ProvincesDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '31', name: 'DKI Jakarta' }] } },
  },
  {
    request: { query: CitiesDocument, variables: { provinceId: '31' } },
    // Long enough to look at the field while it waits.
    delay: 300,
    result: {
      data: {
        cities: [{ __typename: 'City', id: '3171', name: 'Jakarta Selatan', type: 'KOTA', unknownType: null }],
      },
    },
  },
];

describe('ProvinceCityFields', () => {
  it("says the city's choices are loading while they are, then offers the chosen city", async () => {
    render(
      <MockedProvider mocks={mocks}>
        <PlaceForm />
      </MockedProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading city choices' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAttribute('aria-disabled', 'true');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Jakarta Selatan'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).not.toHaveAttribute('aria-disabled');
  });
});
