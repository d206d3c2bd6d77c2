// Fingerprint reader drivers and the matching engine. Empty until the fingerprint issue (#6)
// lands the engine, the U.are.U driver and the virtual reader.
export {};
