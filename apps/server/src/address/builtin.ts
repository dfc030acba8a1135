import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressLookupResult, AddressSuggestionItem } from '@telehealth/contract';
import { assetsFolder } from '../paths';
import { type AddressLookupProvider, AUSTRALIA, MAX_SUGGESTIONS } from './provider';

export interface Locality {
  suburb: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** Parses `suburb<TAB>state<TAB>postcode<TAB>lat<TAB>lng` lines. */
export function parseLocalities(text: string): Locality[] {
  return text.split('\n').flatMap((line) => {
    const [suburb, state, postcode, lat, lng] = line.split('\t');
    if (!suburb || !state || !postcode) return [];
    return [{ suburb, state, postcode, lat: Number(lat), lng: Number(lng) }];
  });
}

let bundled: Locality[] | null = null;
/** The bundled list (assets/au-localities.tsv), read once on first use. */
export function bundledLocalities(): Locality[] {
  bundled ??= parseLocalities(readFileSync(path.join(assetsFolder, 'au-localities.tsv'), 'utf8'));
  return bundled;
}

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * What was typed, split into a street line and a locality part: '12 George St, Parra' gives street
 * '12 George St' and locality 'parra'; without a comma everything is the locality ('Parramatta', '2150').
 */
export function splitQuery(query: string): { street: string; locality: string } {
  const comma = query.lastIndexOf(',');
  if (comma < 0) return { street: '', locality: fold(query) };
  return {
    street: query.slice(0, comma).trim().replace(/\s+/g, ' '),
    locality: fold(query.slice(comma + 1)),
  };
}

function describe(street: string, locality: Locality): string {
  const place = `${locality.suburb} ${locality.state} ${locality.postcode}`;
  return street ? `${street}, ${place}` : place;
}

/** `{index}|{street}`: the locality's row and the street typed, so resolving needs no state. */
function idFor(index: number, street: string): string {
  return `${index}|${street}`;
}

/**
 * The built-in provider: real Australian suburbs, states and postcodes (with their coordinates), matched
 * by the start of the suburb's name (or of one of its words) or by postcode. The street line is what was
 * typed before the last comma. Suburbs whose name starts with the text come first, then alphabetical order.
 */
export function createBuiltinProvider(
  localities: () => Locality[] = bundledLocalities,
): AddressLookupProvider {
  return {
    name: 'built-in',
    async suggest(query) {
      const { street, locality } = splitQuery(query);
      if (locality.length < 2) return [];
      const list = localities();
      const scored: { index: number; score: number }[] = [];
      const isPostcode = /^\d+$/.test(locality);
      list.forEach((item, index) => {
        const name = item.suburb.toLowerCase();
        const withState = `${name} ${item.state.toLowerCase()} ${item.postcode}`;
        let score = -1;
        if (isPostcode) score = item.postcode.startsWith(locality) ? 1 : -1;
        else if (withState.startsWith(locality)) score = 0;
        else if (name.split(/[\s-]/).some((word) => word.startsWith(locality))) score = 2;
        if (score >= 0) scored.push({ index, score });
      });
      scored.sort((a, b) => a.score - b.score || a.index - b.index);
      return scored.slice(0, MAX_SUGGESTIONS).map(({ index }): AddressSuggestionItem => {
        const item = list[index] as Locality;
        return { id: idFor(index, street), description: describe(street, item) };
      });
    },
    async resolve(id) {
      const bar = id.indexOf('|');
      const index = Number(bar < 0 ? id : id.slice(0, bar));
      const item = Number.isInteger(index) ? localities()[index] : undefined;
      if (!item) return null;
      const street = bar < 0 ? '' : id.slice(bar + 1);
      const result: AddressLookupResult = {
        address: street,
        addressLine2: '',
        suburb: item.suburb,
        state: item.state,
        postcode: item.postcode,
        country: AUSTRALIA,
        dpid: '',
      };
      if (Number.isFinite(item.lat) && Number.isFinite(item.lng) && (item.lat !== 0 || item.lng !== 0)) {
        result.lat = item.lat;
        result.lng = item.lng;
      }
      return result;
    },
  };
}
