// The package ships no types; this covers the part the fingerprint uses (lib/murmurHash3js.js).
declare module 'murmurhash3js-revisited' {
  type Bytes = Uint8Array | readonly number[];
  interface MurmurHash3 {
    x86: {
      hash32(bytes: Bytes, seed?: number): number;
      hash128(bytes: Bytes, seed?: number): string;
    };
    x64: {
      /** 32 lowercase hex characters; `undefined` when the input is not a byte array. */
      hash128(bytes: Bytes, seed?: number): string | undefined;
    };
  }
  const murmurHash3: MurmurHash3;
  export default murmurHash3;
}
